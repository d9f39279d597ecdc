import { useLayoutEffect, useRef, useState } from 'react';
import { TextField } from '../TextField/TextField';

export interface DebouncedTextFieldProps {
  label: string;
  /** The applied value; a change from outside replaces what is typed. */
  value: string;
  /** Called with the text once typing pauses. */
  onCommit: (value: string) => void;
  type?: 'text' | 'search' | 'number' | 'date';
}

const PAUSE_MS = 250;

/** A text field that applies its value after a pause in typing (filtering 100k rows per key is wasteful). */
export function DebouncedTextField({ label, value, onCommit, type = 'text' }: DebouncedTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The commit a pause ends in is the latest one given: a range's other bound may have changed meanwhile.
  const commit = useRef(onCommit);
  useLayoutEffect(() => {
    commit.current = onCommit;
  });
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }
  return (
    <TextField
      label={label}
      type={type}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit.current(next), PAUSE_MS);
      }}
    />
  );
}
