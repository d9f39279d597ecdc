import { useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../../src/domain/routes';
import { FEATURE_SAVED, type AdminFeature, type FeaturePermissionOption } from '../../../src/domain/newFeatures';
import { NewFeatureForm, type FeatureSubmission } from '../../../src/screens/product/NewFeatureForm';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { useCan } from '../../useCan';
import type { PageProps } from '../PageProps';
import { uploadWithProgress } from '../../api/upload';
import { useRecordName } from '../../recordName';
import { revalidate as revalidateLists } from '../../api/resources';
import { useAction } from '../../useAction';

/** /newfeatures/create and /newfeatures/edit/{id}: open on the route table, so the page checks the permission (and the API again). */
export default function NewFeatureFormPage({ params }: PageProps) {
  const [, navigate] = useLocation();
  const canManage = useCan()('can view whatsnew features');
  const id = params.id;
  const feature = useSWR<{ content: AdminFeature }>(canManage && id ? `newfeatures/admin/${id}` : null);
  useRecordName(feature.data?.content.pageName);
  const permissions = useSWR<{ content: FeaturePermissionOption[] }>(canManage ? 'newfeatures/permissions' : null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const failure = feature.error ?? permissions.error;

  const save = useAction(async ({ fields, document, video }: FeatureSubmission) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) body.set(key, String(value));
    if (document) body.set('document', document);
    if (video) body.set('video', video);
    if (document || video) setProgress(0);
    try {
      await uploadWithProgress(id ? `newfeatures/${id}` : 'newfeatures', body, setProgress);
    } finally {
      setProgress(undefined);
    }
    await revalidateLists.features();
    if (id) await feature.mutate();
    navigate('/newfeatures');
  }, { success: FEATURE_SAVED });

  return (
    <ServerFieldErrors value={save.fieldErrors}>
      <NewFeatureForm
        mode={id ? 'edit' : 'create'}
        canManage={canManage}
        feature={feature.data?.content}
        permissions={permissions.data?.content}
        isLoading={feature.isLoading || permissions.isLoading}
        error={failure ? (failure as Error).message : null}
        onRetry={() => {
          void feature.mutate();
          void permissions.mutate();
        }}
        onSubmit={(submission) => void save.run(submission)}
        isSaving={save.isPending}
        uploadProgress={progress}
        saveError={save.error}
        onCancel={() => navigate('/newfeatures')}
        homeHref={HOME_PATH}
      />
    </ServerFieldErrors>
  );
}
