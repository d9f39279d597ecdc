import { useState } from 'react';
import { useLocation } from 'wouter';
import { QUICK_LINK_UNSUPPORTED, quickLinkHref, type QuickLinkTarget } from '../../src/domain/quickLink';
import { QuickLink } from '../../src/shell/tools/QuickLink';
import { api, messageOf } from '../api/client';

interface Lookup {
  whereStmt: string;
  routePage: string;
  businessObjectId: string;
  primaryKey: string;
}

/** Opens the Excede record on the clipboard in the portal: lookup, log, then go. */
export function QuickLinkTools() {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onLookup = async (target: QuickLinkTarget) => {
    setPending(true);
    setError(null);
    try {
      const found = await api.post('excede-quicklink-lookup', { json: target }).json<Lookup>();
      if (!found.whereStmt) {
        setError(QUICK_LINK_UNSUPPORTED);
        return;
      }
      const link = quickLinkHref(found.routePage, found.primaryKey);
      await api
        .post('excede-quicklink-logs', { json: { ...target, routePage: found.routePage, whereStatement: found.whereStmt, link } })
        .catch((e: unknown) => console.error('excede-quicklink-logs failed', e));
      navigate(link);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <QuickLink
      readClipboard={() => navigator.clipboard.readText()}
      onLookup={(target) => void onLookup(target)}
      isPending={pending}
      errorMessage={error}
      onDismissError={() => setError(null)}
    />
  );
}
