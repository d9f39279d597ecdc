import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import type { InboxList, ScanAction } from '../../../src/domain/accounting/scannedDocuments';
import { UncategorizedScanned } from '../../../src/screens/accounting/UncategorizedScanned';
import { documentViewerHref } from '../../../src/screens/accounting/CategorizedScanned';
import { api, messageOf } from '../../api/client';
import { uploadWithProgress } from '../../api/upload';
import { session } from '../../session';
import { useAction } from '../../useAction';

const BASE = 'accounting/scanned-documents';

/** Sends one action of the inbox to its endpoint; answers the viewer's document when it filed one. */
async function perform(action: ScanAction): Promise<number | null> {
  if (action.kind === 'categorize') {
    await api.post(`${BASE}/categorize`, { json: { documents: action.documents, docType: action.docType } });
    return null;
  }
  const { document } = action;
  const at = `${BASE}/${document.id}`;
  const version = document.version;
  switch (action.kind) {
    case 'save':
      await api.patch(at, { json: { version, ...action.details } });
      return null;
    case 'rotate':
      await api.post(`${at}/rotate`, { json: { version, page: action.page, degrees: action.degrees } });
      return null;
    case 'split':
      await api.post(`${at}/split`, { json: { version, ranges: action.ranges } });
      return null;
    case 'reroute':
      await api.post(`${at}/reroute`, { json: { version, brnId: action.brnId } });
      return null;
    case 'recycle':
    case 'restore':
      await api.post(`${at}/${action.kind}`, { json: { version } });
      return null;
    case 'file':
      return (await api.post(`${at}/file`, { json: { version, confirmSimilar: action.confirmSimilar } }).json<{ documentId: number }>()).documentId;
  }
}

/** A document's PDF in a new tab, fetched with the user's token. */
async function openPdf(id: number) {
  const blob = await api.get(`${BASE}/${id}/file`).blob();
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}

/** /uncategorizedscanned: the inbox of the user's branches; uploads go to the working branch unless another is chosen. */
export default function UncategorizedScannedPage() {
  const { user, branch } = useSnapshot(session);
  const branches = user?.branches ?? [];
  const [uploadBranch, setUploadBranch] = useState(branchCode(branches.includes(branch) ? branch : (branches[0] ?? '')));
  const [progress, setProgress] = useState<number | null>(null);
  const [filed, setFiled] = useState<number | null>(null);
  const inbox = useSWR<InboxList, Error>(`${BASE}/inbox`);
  const action = useAction(async (next: ScanAction) => {
    setFiled(await perform(next));
    await inbox.mutate();
  });
  const onUpload = async (file: File) => {
    const form = new FormData();
    form.set('brnId', uploadBranch);
    form.set('source', 'Upload');
    form.set('file', file, file.name);
    setProgress(0);
    try {
      await uploadWithProgress(`${BASE}/upload`, form, setProgress);
      await inbox.mutate();
    } catch (error) {
      throw new Error(messageOf(error));
    } finally {
      setProgress(null);
    }
  };
  return (
    <UncategorizedScanned
      inbox={inbox.data ?? null}
      isLoading={inbox.isLoading}
      error={inbox.error ? messageOf(inbox.error) : null}
      onRetry={() => void inbox.mutate()}
      branches={branches}
      uploadBranch={uploadBranch}
      onUploadBranchChange={setUploadBranch}
      onUpload={onUpload}
      progress={progress}
      action={action}
      onOpen={(d) => void openPdf(d.id)}
      filedHref={filed ? documentViewerHref(filed) : null}
    />
  );
}
