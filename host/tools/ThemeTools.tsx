import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { DEFAULT_THEME_COLOR, resolveThemeColor, sanitizeThemeQuery } from '../../src/domain/themeColor';
import { THEME_PRESETS, ThemeColourPicker } from '../../src/shell/tools/ThemeColourPicker';
import { api, messageOf } from '../api/client';
import { session } from '../session';
import { notify } from '../toasts';

/** The user's theme colour: read from the server once, applied at once, saved on change. */
export function ThemeTools() {
  const { user, themeColor } = useSnapshot(session);
  const search = useSearch();
  const [message, setMessage] = useState<string | null>(null);
  useSWR(user ? ['getThemeColor', user.id] : null, () => api.post('getThemeColor', { json: { UserId: user!.id } }).json<{ themecolor: string }>(), {
    onSuccess: (answer) => {
      session.themeColor = resolveThemeColor(answer.themecolor).color;
    },
    onError: (error: unknown) => console.error('getThemeColor failed', error),
  });

  // ?theme=Navy previews a preset by name; the value keeps only its leading letters, digits and spaces.
  const themeQuery = sanitizeThemeQuery(new URLSearchParams(search).get('theme') ?? '').trim().toLowerCase();
  const preset = THEME_PRESETS.find((p) => p.name.toLowerCase() === themeQuery);
  useEffect(() => {
    if (preset) session.themeColor = preset.hex;
  }, [preset]);

  const onChange = async (hex: string) => {
    const { color, message: problem } = resolveThemeColor(hex);
    setMessage(problem ?? null);
    session.themeColor = color;
    if (!user) return;
    try {
      await api.post('updateThemeColor', { json: { UserId: user.id, Theme_Color: color ?? DEFAULT_THEME_COLOR } });
    } catch (error) {
      notify('critical', messageOf(error));
    }
  };
  return <ThemeColourPicker value={themeColor} onChange={(hex) => void onChange(hex)} message={message} />;
}
