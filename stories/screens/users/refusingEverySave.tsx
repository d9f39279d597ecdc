import { useState, type ComponentType } from 'react';
import type { FieldIssue } from '../../../src/domain/validation';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';

interface SavingScreen {
  onSubmit: (...values: never[]) => void;
  saveError?: string | null | undefined;
}

/**
 * A story's render: the form screen under a host page whose every save the server refuses on one field, as
 * useAction reports it: the message above the form (`saveError`) and on its field (ServerFieldErrors).
 */
export function refusingEverySave<P extends SavingScreen>(Screen: ComponentType<P>, issue: FieldIssue) {
  function RefusingPage(args: P) {
    const [refused, setRefused] = useState<FieldIssue[]>();
    const onSubmit = (...values: Parameters<P['onSubmit']>) => {
      args.onSubmit(...values);
      setRefused([issue]);
    };
    const props: P = { ...args, saveError: refused ? issue.message : null, onSubmit };
    return (
      <ServerFieldErrors value={refused}>
        <Screen {...props} />
      </ServerFieldErrors>
    );
  }
  return (args: P) => <RefusingPage {...args} />;
}
