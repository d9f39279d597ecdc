import { useState } from 'react';
import useSWR from 'swr';
import { newYorkDay } from '../../../src/domain/businessDays';
import type { MarketReportAnswer, MarketUploadFacts } from '../../../src/domain/marketing/marketReportAnswers';
import { marketReportHref, marketReportOf, type MarketReportDefinition } from '../../../src/domain/marketing/marketReports';
import type { Review } from '../../../src/domain/marketing/reputationReport';
import type { ReviewFollowUpInput } from '../../../src/domain/marketing/reviewFollowUps';
import { HOME_PATH } from '../../../src/domain/routes';
import { MarketReport } from '../../../src/screens/marketing/MarketReport';
import { StatusPage } from '../../../src/screens/pages/StatusPage';
import { api, messageOf } from '../../api/client';
import { uploadWithProgress } from '../../api/upload';
import { downloadList } from '../../report/downloadList';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';
import { useMarketBranches } from './marketBranches';

/** The name in the address, decoded ('Happy%20or%20Not'); a name that does not decode is no report's. */
function nameOf(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return '';
  }
}

/** /marketreport/{name}: a report the spec names, or the not-found page. */
export default function MarketReportPage({ params }: PageProps) {
  const definition = marketReportOf(nameOf(params.name));
  if (!definition) return <StatusPage kind="not-found" homeHref={HOME_PATH} />;
  return <Report key={definition.name} definition={definition} />;
}

function Report({ definition }: { definition: MarketReportDefinition }) {
  const branches = useMarketBranches(marketReportHref(definition.name));
  const endpoint = `marketing/reports/${encodeURIComponent(definition.name)}`;
  const { data, error, isLoading, mutate } = useSWR<MarketReportAnswer, Error>(`${endpoint}${branches.query}`, { keepPreviousData: true, shouldRetryOnError: false });
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [selected, setSelected] = useState<Review | null>(null);
  const save = useAction(
    async (review: Review, input: ReviewFollowUpInput) => {
      await api.put(`marketing/reviews/${encodeURIComponent(review.reviewId)}/follow-up`, { json: input });
      await mutate();
    },
    { success: 'Follow-up saved.' },
  );
  const onUpload = async (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    setUploaded(null);
    setProgress(0);
    try {
      const facts = await uploadWithProgress<MarketUploadFacts>(`${endpoint}/uploads`, form, setProgress);
      setUploaded(`Uploaded ${facts.fileName}: ${facts.rows} figures.`);
      await mutate();
    } finally {
      setProgress(null);
    }
  };
  return (
    <MarketReport
      name={definition.name}
      branches={branches.filter}
      answer={data}
      isLoading={isLoading}
      error={error ? messageOf(error) : null}
      onRetry={() => void mutate()}
      upload={
        definition.upload
          ? { onUpload, progress, result: uploaded, onDownloadTemplate: () => void downloadList(`${endpoint}/template${branches.query}`, `${definition.name} template.csv`, () => undefined) }
          : undefined
      }
      followUp={{ selected, onSelect: setSelected, today: newYorkDay(new Date()), onSave: save.run, isSaving: save.isPending, error: save.error }}
    />
  );
}
