import { Button as AriaButton, VisuallyHidden } from 'react-aria-components';
import { formatDate } from '../../domain/format';
import type { WhatsNewFeature, WhatsNewFileKind } from '../../domain/whatsNew';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { button } from '../../ui/Button/Button.css';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Icon } from '../../ui/Icon/Icon';
import { Modal } from '../../ui/Modal/Modal';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './WhatsNewPanel.css';

export type { WhatsNewFeature } from '../../domain/whatsNew';

const WHATS_NEW = "What's new";

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

/** The header's what's-new button (with the unread count) and the panel of release notes. */
export function WhatsNewPanel({
  features,
  unreadCount,
  isOpen,
  onOpenChange,
  onOpenFile,
  isLoading,
  error,
  onRetry,
  hasMore,
  onLoadMore,
}: WhatsNewPanelProps) {
  const loaded = features ?? [];
  return (
    <>
      <AriaButton className={button({ tone: 'ghost', size: 'small' })} onPress={() => onOpenChange(true)}>
        <Icon name="info" size="small" />
        {/* Read as "What's new, 3 unread": the hidden parts are spaced like blocks. */}
        <VisuallyHidden elementType="span">{unreadCount > 0 ? `${WHATS_NEW},` : WHATS_NEW}</VisuallyHidden>
        {unreadCount > 0 ? (
          <>
            <Badge tone="info">{unreadCount}</Badge>
            <VisuallyHidden elementType="span">unread</VisuallyHidden>
          </>
        ) : null}
      </AriaButton>
      <Modal title={WHATS_NEW} size="large" isOpen={isOpen} onOpenChange={onOpenChange}>
        {loaded.length ? (
          <ul aria-label="Features" className={css.list}>
            {loaded.map((feature) => (
              <FeatureItem key={feature.id} feature={feature} onOpenFile={onOpenFile} />
            ))}
          </ul>
        ) : null}
        {error ? (
          onRetry ? (
            <ErrorState message={error} onRetry={onRetry} headingLevel={3} />
          ) : (
            <Alert tone="critical">{error}</Alert>
          )
        ) : isLoading ? (
          <Skeleton lines={loaded.length ? 2 : 6} label={loaded.length ? 'Loading more' : `Loading ${WHATS_NEW.toLowerCase()}`} />
        ) : features && !features.length ? (
          <EmptyState title="Nothing new yet." headingLevel={3} />
        ) : hasMore && onLoadMore ? (
          <div className={css.footer}>
            <Button tone="secondary" onPress={onLoadMore}>
              Load more
            </Button>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

function FeatureItem({ feature, onOpenFile }: { feature: WhatsNewFeature; onOpenFile: WhatsNewPanelProps['onOpenFile'] }) {
  const headingId = `whats-new-feature-${feature.id}`;
  return (
    <li className={css.item}>
      <h3 id={headingId} className={css.pageName}>
        {feature.PageName}
      </h3>
      <time dateTime={feature.created_at} className={css.date}>
        {formatDate(feature.created_at)}
      </time>
      <p className={css.description}>{feature.Description}</p>
      {feature.hasDocument || feature.hasVideo ? (
        <div className={css.files}>
          {feature.hasDocument ? (
            <Button tone="secondary" size="small" aria-describedby={headingId} onPress={() => onOpenFile(feature, 'PDF')}>
              <Icon name="file" size="small" />
              Open document
            </Button>
          ) : null}
          {feature.hasVideo ? (
            <Button tone="secondary" size="small" aria-describedby={headingId} onPress={() => onOpenFile(feature, 'Video')}>
              <Icon name="video" size="small" />
              Watch video
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
