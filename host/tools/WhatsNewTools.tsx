import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { WhatsNewFeature } from '../../src/domain/whatsNew';
import { WhatsNewPanel } from '../../src/shell/tools/WhatsNewPanel';
import { api, messageOf } from '../api/client';
import { notify } from '../toasts';

interface FeaturePage {
  content: (WhatsNewFeature & { Filename?: string | null; Video_Filename?: string | null; Document_Url?: string | null; Video_Url?: string | null })[];
  hasMore: boolean;
  unreadCount: number;
}

/** What's new: published features for this user's 'Can View' permissions, page by page. */
export function WhatsNewTools() {
  const [isOpen, setOpen] = useState(false);
  const pages = useSWRInfinite<FeaturePage>((index, previous: FeaturePage | null) =>
    previous && !previous.hasMore ? null : `newfeatures?page=${index + 1}&view=Published`,
  );
  const features = pages.data?.flatMap((p) => p.content);
  const unreadCount = pages.data?.[0]?.unreadCount ?? 0;

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (open && unreadCount > 0) {
      api
        .post('newfeatures/seen')
        .then(() => pages.mutate())
        .catch((error: unknown) => console.error('newfeatures/seen failed', error));
    }
  };

  const onOpenFile = async (feature: WhatsNewFeature, kind: 'PDF' | 'Video') => {
    const full = features?.find((f) => f.id === feature.id);
    const stored = kind === 'PDF' ? full?.Filename : full?.Video_Filename;
    const linked = kind === 'PDF' ? full?.Document_Url : full?.Video_Url;
    // Open the window now, while the click still counts as the user's gesture; fill it when the URL is known.
    const opened = window.open('', '_blank');
    try {
      const url = stored ? (await api.post('newfeatures/getDocumentSASUrl', { json: { filename: stored } }).json<{ url: string }>()).url : linked;
      if (!url) throw new Error('This feature has no file of that kind.');
      if (opened) opened.location.href = url;
      else window.location.assign(url);
      await api.post('newfeatures/whatsnewlog', { json: { logtype: kind, id: feature.id } }).catch((error: unknown) => console.error(error));
    } catch (error) {
      opened?.close();
      notify('critical', messageOf(error));
    }
  };

  return (
    <WhatsNewPanel
      features={features}
      unreadCount={unreadCount}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onOpenFile={(feature, kind) => void onOpenFile(feature, kind)}
      isLoading={pages.isLoading}
      error={pages.error ? messageOf(pages.error) : null}
      onRetry={() => void pages.mutate()}
      hasMore={pages.data?.[pages.data.length - 1]?.hasMore ?? false}
      onLoadMore={() => void pages.setSize(pages.size + 1)}
    />
  );
}
