import { useState } from 'react';
import { formatDate } from '../../domain/format';
import type { Review } from '../../domain/marketing/reputationReport';
import type { ReviewFollowUpInput } from '../../domain/marketing/reviewFollowUps';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { Select } from '../../ui/Select/Select';
import * as css from './ReviewFollowUpCard.css';

export interface ReviewFollowUpProps {
  review: Review;
  assignees: readonly { id: number; name: string }[];
  /** New York's today, the day a review is marked responded. */
  today: string;
  /** Saves as of the follow-up's version seen; resolves true when saved. */
  onSave: (review: Review, input: ReviewFollowUpInput) => Promise<boolean>;
  isSaving: boolean;
  error: string | null;
  onClose: () => void;
}

/** A review's follow-up: who is to answer it, and whether it was answered (the platform's own answer stands). */
export function ReviewFollowUpCard({ review, assignees, today, onSave, isSaving, error, onClose }: ReviewFollowUpProps) {
  const [assignedTo, setAssignedTo] = useState<string | null>(review.followUp?.assignedTo ? String(review.followUp.assignedTo) : null);
  const marked = review.followUp?.respondedOn ?? null;
  const [responded, setResponded] = useState(marked !== null);
  const save = async () => {
    const saved = await onSave(review, {
      assignedTo: assignedTo ? Number(assignedTo) : null,
      respondedOn: responded ? (marked ?? today) : null,
      version: review.followUp?.version ?? null,
    });
    if (saved) onClose();
  };
  return (
    <Card title={`Follow up review ${review.reviewId}`}>
      <blockquote className={css.quote}>{`${review.rating} of 5 on ${review.platform}, ${formatDate(review.reviewedOn)}: ${review.body}`}</blockquote>
      <div className={css.fields}>
        <Select label="Assigned to" placeholder="No one" items={assignees.map((a) => ({ id: String(a.id), label: a.name }))} value={assignedTo} onChange={setAssignedTo} />
        {review.respondedOn ? (
          <p className={css.note}>{`Answered on ${review.platform} on ${formatDate(review.respondedOn)}.`}</p>
        ) : (
          <Checkbox isSelected={responded} onChange={setResponded}>
            {marked ? `Responded on ${formatDate(marked)}` : 'Responded today'}
          </Checkbox>
        )}
      </div>
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <div className={css.actions}>
        <Button onPress={() => void save()} isPending={isSaving}>
          Save follow-up
        </Button>
        <Button tone="secondary" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Card>
  );
}
