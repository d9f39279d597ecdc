import { googleReport } from '../../domain/marketing/googleReport';
import { happyOrNotReport } from '../../domain/marketing/happyOrNotReport';
import type { MarketReportAnswer, MarketReportFigures } from '../../domain/marketing/marketReportAnswers';
import { MARKET_REPORT_DEFINITIONS, type MarketReportKind, type MarketReportName } from '../../domain/marketing/marketReports';
import { MARKET_UPLOAD_FILE_RULES, uploadHeader } from '../../domain/marketing/marketUploadCsv';
import { reputationReport } from '../../domain/marketing/reputationReport';
import { socialReport } from '../../domain/marketing/socialReport';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { BranchFilter, type BranchFilterProps } from '../../ui/report/BranchFilter';
import { ReportScreen } from '../../ui/report/ReportScreen';
import { UploadCard } from '../../ui/report/UploadCard';
import { googleParts } from './GoogleParts';
import { happyOrNotParts } from './HappyOrNotParts';
import { MarketSource } from './MarketSource';
import { reputationParts, type ReputationFollowUp } from './ReputationParts';
import type { ReportParts } from './reportParts';
import { socialParts } from './SocialParts';

export interface MarketUpload {
  onUpload: (file: File) => Promise<void>;
  progress: number | null;
  /** Saves the report's template CSV: the columns and a line for each key. */
  onDownloadTemplate: () => void;
  /** What the last upload took, said once it has. */
  result: string | null;
}

export interface MarketReportProps {
  name: MarketReportName;
  branches: Omit<BranchFilterProps, 'label'>;
  answer: MarketReportAnswer | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** A report that takes uploads (not the reviews). */
  upload?: MarketUpload;
  followUp: Omit<ReputationFollowUp, 'assignees'>;
}

const DESCRIPTIONS: Readonly<Record<MarketReportKind, string>> = {
  google: "Google Business Profile's views, calls, website clicks and direction requests of each branch listing in the state, and the website's sessions and leads, by month.",
  social: 'Followers, posts, reach, engagements and link clicks of the branches’ pages on each platform, by month. Engagement rate is engagements over reach.',
  reputation: 'Customer reviews of the branches on each platform over 13 months: rating, response rate and days to respond. Assign a review to someone and mark it responded.',
  happyOrNot: 'Presses of each smiley at the Happy or Not terminals by month. % positive is very happy and happy presses over all presses; a terminal below 80% raises an alert.',
};

const NO_FIGURES: Readonly<Record<MarketReportKind, MarketReportFigures>> = {
  google: googleReport([], []),
  social: socialReport([]),
  reputation: reputationReport([]),
  happyOrNot: happyOrNotReport([]),
};

function partsOf(figures: MarketReportFigures, isLoading: boolean, followUp: ReputationFollowUp): ReportParts {
  switch (figures.kind) {
    case 'google':
      return googleParts(figures, isLoading);
    case 'social':
      return socialParts(figures, isLoading);
    case 'reputation':
      return reputationParts(figures, isLoading, followUp);
    case 'happyOrNot':
      return happyOrNotParts(figures, isLoading);
  }
}

/** /marketreport/{name}: one market report's figures and charts for the branches chosen, with its source and last refresh, and its upload where it takes one. */
export function MarketReport({ name, branches, answer, isLoading, error, onRetry, upload, followUp }: MarketReportProps) {
  const definition = MARKET_REPORT_DEFINITIONS[name];
  const loading = !!isLoading || !answer;
  const parts = partsOf(answer?.figures ?? NO_FIGURES[definition.kind], loading, { ...followUp, assignees: answer?.assignees ?? [] });
  const shape = definition.upload;
  return (
    <ReportScreen
      title={name}
      description={DESCRIPTIONS[definition.kind]}
      actions={
        upload ? (
          <Button tone="secondary" onPress={upload.onDownloadTemplate}>
            Download the upload template
          </Button>
        ) : undefined
      }
      filters={<BranchFilter {...branches} />}
      freshness={answer ? answer.source : undefined}
      isLoading={loading}
      error={error}
      onRetry={onRetry}
      kpis={parts.kpis}
      chart={parts.chart}
    >
      {answer ? <MarketSource source={answer.source} /> : null}
      {answer && !answer.figures.month ? <Alert tone="info">{`No ${name} figures for these branches yet.`}</Alert> : null}
      {answer ? parts.tables : null}
      {upload && shape ? (
        <UploadCard
          title="Upload figures"
          label="CSV file of figures"
          description={`Columns ${uploadHeader(shape).join(', ')}; a month is MM/YYYY. A figure uploaded replaces the feed's for its month, branch and ${shape.keys.map((k) => k.field).join(' and ')}. The whole file is checked first: a bad line is named and nothing is taken.`}
          rules={MARKET_UPLOAD_FILE_RULES}
          onUpload={upload.onUpload}
          progress={upload.progress}
          action="Upload figures"
        >
          {upload.result ? <Alert tone="positive">{upload.result}</Alert> : null}
        </UploadCard>
      ) : null}
    </ReportScreen>
  );
}
