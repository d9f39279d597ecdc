import { useState } from 'react';
import { useLocation } from 'wouter';
import type { FlagCategory, FlagPriority } from '../../src/domain/feedback/statuses';
import { FlagErrorDialog } from '../../src/shell/tools/FlagErrorDialog';
import { ApiError } from '../api/client';
import { notify } from '../toasts';

interface FlagValues {
  description: string;
  priority: FlagPriority;
  category: FlagCategory;
  files: File[];
}

/** Flag an error: a multipart upload with progress; success closes, failure keeps the form. */
export function FlagErrorTools() {
  const [location] = useLocation();
  const [isOpen, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: FlagValues) => {
    const form = new FormData();
    form.set('description', values.description);
    form.set('priority', values.priority);
    form.set('category', values.category);
    form.set('pagePath', location + window.location.search);
    for (const file of values.files) form.append('attachments[]', file);
    setPending(true);
    setError(null);
    setProgress(0);
    // Neither the form's rules and messages nor the uploader are in the shell; the messages came with
    // the form's chunk (this resolves at once), the uploader loads with the first flag.
    const { FLAG_FAILURE_MESSAGE, FLAG_SUCCESS_MESSAGE } = await import('../../src/domain/feedback/flagError');
    try {
      const { uploadWithProgress } = await import('../api/upload');
      await uploadWithProgress('flag-error/store', form, setProgress);
      setOpen(false);
      notify('positive', FLAG_SUCCESS_MESSAGE);
    } catch (e) {
      const serverMessage = e instanceof ApiError && e.status !== null ? (e.data as { message?: string } | undefined)?.message : undefined;
      setError(serverMessage || FLAG_FAILURE_MESSAGE);
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  return (
    <FlagErrorDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) setError(null);
      }}
      onSubmit={(values) => void onSubmit(values)}
      isPending={pending}
      progress={progress}
      errorMessage={error}
    />
  );
}
