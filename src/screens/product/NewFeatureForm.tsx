import { useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  FEATURE_DOCUMENT_MAX_BYTES,
  FEATURE_DOCUMENT_TYPES,
  FEATURE_VIDEO_MAX_BYTES,
  FEATURE_VIDEO_TYPES,
  featureFormSchema,
  type AdminFeature,
  type FeatureFormInput,
  type FeaturePermissionOption,
  type FeatureStatus,
} from '../../domain/newFeatures';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { FileDrop } from '../../ui/FileDrop/FileDrop';
import { useForm } from '../../ui/Form/useForm';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './Product.css';

/** What the form hands to the host: the text fields (as the server reads them) and the files. */
export interface FeatureSubmission {
  fields: FeatureFormInput & { permissionIds: string };
  document: File | null;
  video: File | null;
}

export interface NewFeatureFormProps {
  mode: 'create' | 'edit';
  /** False for a user without 'can view whatsnew features': the route table lets them in, the form does not. */
  canManage: boolean;
  feature?: AdminFeature | undefined;
  permissions: FeaturePermissionOption[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  onSubmit: (submission: FeatureSubmission) => void;
  isSaving?: boolean;
  /** Upload progress 0..1 while the files go up. */
  uploadProgress?: number | undefined;
  saveError?: string | null;
  onCancel: () => void;
  homeHref: string;
}

export function NewFeatureForm(props: NewFeatureFormProps) {
  const { mode, canManage, feature, permissions, isLoading, error, onRetry, homeHref } = props;
  const title = mode === 'create' ? 'New Feature' : `Edit Feature${feature ? `: ${feature.pageName}` : ''}`;
  if (!canManage) {
    return (
      <div className={css.page}>
        <PageHeader title="Access denied" />
        <EmptyState
          title="Error 403"
          description={`Your account does not have the permission to ${mode === 'create' ? 'add' : 'edit'} What's new features. Ask an administrator if your work needs it.`}
          action={<Link href={homeHref}>Go to My Open Issues</Link>}
        />
      </div>
    );
  }
  const ready = !!permissions && (mode === 'create' || !!feature);
  return (
    <div className={css.page}>
      <PageHeader title={title} description="A release note for the header's What's new: the page it is about, a document and a video, and who sees it." />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !ready ? (
        <Skeleton lines={10} label="Loading the feature" />
      ) : (
        <FeatureFields key={feature?.id ?? 'new'} {...props} permissions={permissions} />
      )}
    </div>
  );
}

function FeatureFields({
  mode,
  feature,
  permissions,
  onSubmit,
  isSaving,
  uploadProgress,
  saveError,
  onCancel,
}: NewFeatureFormProps & { permissions: FeaturePermissionOption[] }) {
  const [pageName, setPageName] = useState(feature?.pageName ?? '');
  const [description, setDescription] = useState(feature?.description ?? '');
  const [documentUrl, setDocumentUrl] = useState(feature?.documentUrl ?? '');
  const [videoUrl, setVideoUrl] = useState(feature?.videoUrl ?? '');
  const [status, setStatus] = useState<FeatureStatus>(feature?.status ?? 'Draft');
  const [selected, setSelected] = useState<number[]>(feature?.permissionIds ?? []);
  const [documents, setDocuments] = useState<File[]>([]);
  const [videos, setVideos] = useState<File[]>([]);
  const [removeDocument, setRemoveDocument] = useState(false);
  const [removeVideo, setRemoveVideo] = useState(false);

  const byArea = useMemo(() => {
    const groups = new Map<string, FeaturePermissionOption[]>();
    for (const p of permissions) groups.set(p.area, [...(groups.get(p.area) ?? []), p]);
    return [...groups];
  }, [permissions]);

  const toggle = (id: number, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  // The text fields as the server reads them from the upload's form data.
  const fields = {
    pageName,
    description,
    documentUrl,
    videoUrl,
    status,
    permissionIds: selected.join(','),
    ...(mode === 'edit' ? { removeDocument: String(removeDocument) as 'true' | 'false', removeVideo: String(removeVideo) as 'true' | 'false' } : {}),
  };
  const { errors, onSubmit: submit } = useForm(featureFormSchema, {
    values: fields,
    onValid: () => onSubmit({ fields, document: documents[0] ?? null, video: videos[0] ?? null }),
  });

  const uploading = uploadProgress !== undefined;
  return (
    <Form className={css.form} onSubmit={submit} validationBehavior="aria" aria-label={mode === 'create' ? 'New feature' : 'Edit feature'}>
      {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
      <div className={css.fields}>
        <TextField label="Page name" value={pageName} onChange={setPageName} isRequired errorMessage={errors.pageName} />
        <RadioGroup
          label="Status"
          orientation="horizontal"
          items={[
            { id: 'Draft', label: 'Draft' },
            { id: 'Published', label: 'Published' },
          ]}
          value={status}
          onChange={(v) => setStatus(v as FeatureStatus)}
          description="Published features show in the header's What's new."
          errorMessage={errors.status}
        />
      </div>
      <TextArea label="Description" value={description} onChange={setDescription} maxLength={2000} rows={4} isRequired errorMessage={errors.description} />

      <div className={css.fields}>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Document (PDF)</legend>
          {feature?.filename && !removeDocument && !documents.length ? (
            <div className={css.stored}>
              <span>Stored: {feature.documentName}</span>
              <Button size="small" tone="secondary" onPress={() => setRemoveDocument(true)}>
                Remove document
              </Button>
            </div>
          ) : null}
          <FileDrop
            label="Document file"
            description="A PDF of up to 10 MB."
            files={documents}
            onFilesChange={(files) => setDocuments(files.slice(-1))}
            accept={FEATURE_DOCUMENT_TYPES}
            maxFileBytes={FEATURE_DOCUMENT_MAX_BYTES}
            maxTotalBytes={FEATURE_DOCUMENT_MAX_BYTES}
            progress={documents.length ? uploadProgress : undefined}
            isDisabled={uploading}
          />
          <TextField label="Or a document URL" type="url" value={documentUrl} onChange={setDocumentUrl} errorMessage={errors.documentUrl} placeholder="https://…" />
        </fieldset>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Video</legend>
          {feature?.videoFilename && !removeVideo && !videos.length ? (
            <div className={css.stored}>
              <span>Stored: {feature.videoName}</span>
              <Button size="small" tone="secondary" onPress={() => setRemoveVideo(true)}>
                Remove video
              </Button>
            </div>
          ) : null}
          <FileDrop
            label="Video file"
            description="MP4, WebM or QuickTime, up to 100 MB."
            files={videos}
            onFilesChange={(files) => setVideos(files.slice(-1))}
            accept={FEATURE_VIDEO_TYPES}
            maxFileBytes={FEATURE_VIDEO_MAX_BYTES}
            maxTotalBytes={FEATURE_VIDEO_MAX_BYTES}
            progress={videos.length && !documents.length ? uploadProgress : undefined}
            isDisabled={uploading}
          />
          <TextField label="Or a video URL" type="url" value={videoUrl} onChange={setVideoUrl} errorMessage={errors.videoUrl} placeholder="https://…" />
        </fieldset>
      </div>

      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Seen by</legend>
        <p className={css.note}>
          {selected.length === 0
            ? "Everyone: no permission is chosen. Choose 'Can View' permissions to show it only to the staff who hold one of them."
            : `Staff holding one of ${selected.length} chosen ${selected.length === 1 ? 'permission' : 'permissions'}.`}
        </p>
        {errors.permissionIds ? <Alert tone="critical">{errors.permissionIds}</Alert> : null}
        {byArea.map(([area, items]) => (
          <div key={area} role="group" aria-label={area}>
            <p className={css.area}>{area}</p>
            <div className={css.choices}>
              {items.map((p) => (
                <Checkbox key={p.id} isSelected={selected.includes(p.id)} onChange={(on) => toggle(p.id, on)}>
                  {p.name}
                </Checkbox>
              ))}
            </div>
          </div>
        ))}
      </fieldset>

      <div className={css.actions}>
        <Button type="submit" isPending={isSaving}>
          {mode === 'create' ? 'Create feature' : 'Save feature'}
        </Button>
        <Button tone="secondary" onPress={onCancel} isDisabled={isSaving}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
