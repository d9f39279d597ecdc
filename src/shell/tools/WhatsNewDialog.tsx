import { formatDate } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Icon } from '../../ui/Icon/Icon';
import { Modal } from '../../ui/Modal/Modal';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { WHATS_NEW, type WhatsNewFeature, type WhatsNewPanelProps } from './WhatsNewPanel';
import * as css from './WhatsNewPanel.css';

/** The panel of release notes behind the header's what's-new button: a chunk of its own, loaded when it first opens. */
export default function WhatsNewDialog({
  features,
  isOpen,
  onOpenChange,
  onOpenFile,
  isLoading,
  error,
  onRetry,
  hasMore,
  onLoadMore,
}: Omit<WhatsNewPanelProps, 'unreadCount'>) {
  const loaded = features ?? [];
  return (
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
