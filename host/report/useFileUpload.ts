import { useState } from 'react';
import { useLocation } from 'wouter';
import { uploadWithProgress } from '../api/upload';

/**
 * Sends one file (form field `file`) to a list endpoint that reads it, with its progress, and opens what the
 * server made of it (`opened` answers its address); a refusal rejects with the server's message.
 */
export function useFileUpload<T>(path: string, opened: (answer: T) => string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [, navigate] = useLocation();
  const onUpload = async (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    setProgress(0);
    try {
      navigate(opened(await uploadWithProgress<T>(path, form, setProgress)));
    } finally {
      setProgress(null);
    }
  };
  return { progress, onUpload };
}
