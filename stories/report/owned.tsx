import { useState, type ComponentType } from 'react';

/**
 * A controlled filter owned as a report page owns it: each change shows, and reaches the story's spy.
 * `minHeight` leaves room below for a list that opens.
 */
export function owned<P extends { value: unknown; onChange: (value: never) => void }>(Filter: ComponentType<P>, minHeight?: number) {
  return function Owned(props: P) {
    const [value, setValue] = useState<P['value']>(props.value);
    const onChange = (next: P['value']) => {
      setValue(next);
      (props.onChange as (value: P['value']) => void)(next);
    };
    return (
      <div style={{ minHeight }}>
        <Filter {...({ ...props, value, onChange } as P)} />
      </div>
    );
  };
}
