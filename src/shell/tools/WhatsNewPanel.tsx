import { Button as AriaButton, VisuallyHidden } from 'react-aria-components';
import type { WhatsNewFeature, WhatsNewFileKind } from '../../domain/whatsNew';
import { Badge } from '../../ui/Badge/Badge';
import { button } from '../../ui/Button/Button.css';
import { Icon } from '../../ui/Icon/Icon';
import { lazyOverlay, useOpenedOnce } from '../../ui/lazyOverlay';
import * as css from './WhatsNewPanel.css';

export type { WhatsNewFeature } from '../../domain/whatsNew';

export const WHATS_NEW = "What's new";

export interface WhatsNewPanelProps {
  /** The published features loaded so far, newest first; undefined until the first page arrives. */
  features: WhatsNewFeature[] | undefined;
  unreadCount: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The host fetches the file's address, logs the view (whatsnewlog) and opens it. */
  onOpenFile: (feature: WhatsNewFeature, kind: WhatsNewFileKind) => void;
  /** While a page of features loads (the first one, or the next after 'Load more'). */
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  onLoadMore?: () => void;
}

const WhatsNewDialog = lazyOverlay(() => import('./WhatsNewDialog'));

/** The header's what's-new button (with the unread count) and the panel of release notes. */
export function WhatsNewPanel({ unreadCount, ...panel }: WhatsNewPanelProps) {
  const mounted = useOpenedOnce(panel.isOpen);
  return (
    <>
      <AriaButton
        className={button({ tone: 'ghost', size: 'small' })}
        onPress={() => panel.onOpenChange(true)}
        {...WhatsNewDialog.preloadProps}
      >
        <Icon name="info" size="small" />
        {/* Read as "What's new, 3 unread": the hidden parts are spaced like blocks. */}
        <VisuallyHidden elementType="span">{unreadCount > 0 ? `${WHATS_NEW},` : WHATS_NEW}</VisuallyHidden>
        <span className={css.badgeSlot}>
          {unreadCount > 0 ? (
            <>
              <Badge tone="info">{unreadCount}</Badge>
              <VisuallyHidden elementType="span">unread</VisuallyHidden>
            </>
          ) : null}
        </span>
      </AriaButton>
      {mounted ? <WhatsNewDialog {...panel} /> : null}
    </>
  );
}
