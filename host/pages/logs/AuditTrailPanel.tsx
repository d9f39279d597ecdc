import { auditSearch, type AuditAnswer, type AuditFilterOptions, type AuditFilters } from '../../../src/domain/auditTrail';
import { defaultUserLogRange } from '../../../src/domain/userLogs';
import { AuditTrail } from '../../../src/screens/logs/AuditTrail';
import { useLogScreen } from './useLogScreen';

const defaultAuditFilters = (): AuditFilters => ({ ...defaultUserLogRange(new Date()), actorId: null, assumedUserId: null, entity: null, action: null, page: 1 });

/** The Audit tab of /user-logs: a page of the trail at a time, filtered on the server (GET /api/audit). */
export default function AuditTrailPanel() {
  const screen = useLogScreen<AuditAnswer, AuditFilterOptions, AuditFilters>('audit', auditSearch, defaultAuditFilters, 'grid.auditTrail');
  return <AuditTrail {...screen} />;
}
