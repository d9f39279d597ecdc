import { useState } from 'react';
import { Form } from 'react-aria-components';
import {
  LABEL_TEMPLATES,
  MAX_COPIES,
  SELECTION_KINDS,
  SELECTION_NAMES,
  shelfLabelRequestSchema,
  TEMPLATE_NAMES,
  type SavedSelection,
  type SelectionKind,
  type ShelfLabelRequest,
  type ShelfLabelRequestInput,
  type ShelfLabelSheet,
} from '../../domain/parts/shelfLabels';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import type { FieldOption } from '../../ui/Field/Field';
import { useForm } from '../../ui/Form/useForm';
import { NumberField } from '../../ui/NumberField/NumberField';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
import { ShelfLabelsPreview, type ShelfLabelsPreviewProps } from './ShelfLabelsPreview';
import * as css from './ShelfLabels.css';

export interface ShelfLabelsProps {
  /** The user's branches, `BrnId - Name`. */
  branches: readonly FieldOption[];
  /** The selection the form opens with (the user's branch). */
  initial: ShelfLabelRequestInput;
  onPreview: (request: ShelfLabelRequest) => void;
  /** The last preview: undefined before the first. */
  sheet: ShelfLabelSheet | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Print the previewed labels. */
  onPdf: ShelfLabelsPreviewProps['onPdf'];
  onZpl: ShelfLabelsPreviewProps['onZpl'];
  printing: ShelfLabelsPreviewProps['printing'];
  printError: string | null;
  /** The user's saved selections, to reload by name. */
  saved: readonly SavedSelection[];
  /** Saves the form's selection under a name (the same name replaces it). */
  onSave: (selection: SavedSelection) => void;
  isSaving: boolean;
}

const KIND_OPTIONS = SELECTION_KINDS.map((kind) => ({ id: kind, label: SELECTION_NAMES[kind] }));
const TEMPLATE_OPTIONS = LABEL_TEMPLATES.map((template) => ({ id: template, label: TEMPLATE_NAMES[template] }));

function PreviewArea(props: ShelfLabelsProps) {
  const { sheet, isLoading, error, onRetry } = props;
  if (isLoading) return <Skeleton lines={6} label="Loading the labels" />;
  if (error) return <ErrorState message={error} onRetry={onRetry} headingLevel={3} />;
  if (!sheet) return <EmptyState title="Nothing to preview yet" description="Choose what to label, then Preview: the labels show here as they will print." headingLevel={3} />;
  return <ShelfLabelsPreview sheet={sheet} onPdf={props.onPdf} onZpl={props.onZpl} printing={props.printing} printError={props.printError} />;
}

/**
 * /shelflabelparts: shelf labels with a Code 128 barcode of the part number, for a bin range, the receiving batch
 * or a pasted list at one of the user's branches; previewed here, printed as a PDF sheet or as ZPL.
 */
export function ShelfLabels(props: ShelfLabelsProps) {
  const { branches, initial, onPreview, saved, onSave, isSaving } = props;
  const [values, setValues] = useState<ShelfLabelRequestInput>(initial);
  const [name, setName] = useState('');
  const set = <K extends keyof ShelfLabelRequestInput>(field: K) => (value: ShelfLabelRequestInput[K]) => setValues((v) => ({ ...v, [field]: value }));
  const text = (field: 'binFrom' | 'binTo' | 'partNumbers') => (value: string) => set(field)(value);
  const form = useForm(shelfLabelRequestSchema, { values, onValid: onPreview });
  const save = useForm(shelfLabelRequestSchema, { values, onValid: (request) => name.trim() && onSave({ name: name.trim(), request }) });
  /** A save checks the selection as a preview does; either's messages show on the fields. */
  const errors = { ...save.errors, ...form.errors };
  const kind = values.kind as SelectionKind;
  return (
    <div className={css.page}>
      <PageHeader title="Shelf Label Parts" description="Shelf and bin labels with a Code 128 barcode of the part number, for office sheets or Zebra thermal printers." />
      <div className={css.layout}>
        <Card title="What to label">
          <div className={css.form}>
          <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="What to label">
            {saved.length ? (
              <Select
                label="Saved selection"
                placeholder="Choose one to reload"
                items={saved.map((s) => ({ id: s.name, label: s.name }))}
                value={null}
                onChange={(id) => {
                  const chosen = saved.find((s) => s.name === id);
                  if (!chosen) return;
                  setValues(chosen.request);
                  setName(chosen.name);
                  form.clear();
                  save.clear();
                }}
              />
            ) : null}
            <Select label="Branch" items={[...branches]} value={values.brnId} onChange={(id) => set('brnId')(id ?? '')} isRequired errorMessage={errors.brnId} />
            <RadioGroup label="Labels for" items={KIND_OPTIONS} value={kind} onChange={(id) => set('kind')(id as SelectionKind)} errorMessage={errors.kind} />
            {kind === 'bins' ? (
              <div className={css.row}>
                <div className={css.grow}>
                  <TextField label="First bin" placeholder="A01-1A" value={values.binFrom ?? ''} onChange={text('binFrom')} errorMessage={errors.binFrom} />
                </div>
                <div className={css.grow}>
                  <TextField label="Last bin" placeholder="A03-6D" value={values.binTo ?? ''} onChange={text('binTo')} errorMessage={errors.binTo} />
                </div>
              </div>
            ) : null}
            {kind === 'receiving' ? (
              <p className={css.note}>
                The receiving batch is what sits in the receiving area (bin RECV): parts received and not yet put away. Each label names the shelf bin the part goes to.
              </p>
            ) : null}
            {kind === 'list' ? (
              <TextArea
                label="Part numbers"
                description="One a line, or separated by commas or spaces; with or without dashes or a vendor prefix. Numbers not found are listed and skipped."
                rows={6}
                value={values.partNumbers ?? ''}
                onChange={text('partNumbers')}
                errorMessage={errors.partNumbers}
              />
            ) : null}
            <Select label="Label size" items={TEMPLATE_OPTIONS} value={values.template} onChange={(id) => set('template')(id as ShelfLabelRequestInput['template'])} errorMessage={errors.template} />
            <NumberField label="Copies" minValue={1} maxValue={MAX_COPIES} value={values.copies} onChange={(n) => set('copies')(Number.isNaN(n) ? 1 : n)} errorMessage={errors.copies} />
            <Checkbox isSelected={values.price ?? false} onChange={set('price')}>
              Print the list price
            </Checkbox>
            <Checkbox isSelected={values.minMax ?? false} onChange={set('minMax')}>
              Print min and max
            </Checkbox>
            <Button type="submit">Preview</Button>
          </Form>
          <Form className={css.row} onSubmit={save.onSubmit} validationBehavior="aria" aria-label="Save this selection">
            <div className={css.grow}>
              <TextField label="Save as" placeholder="Aisle A, weekly" value={name} onChange={setName} maxLength={60} />
            </div>
            <Button type="submit" tone="secondary" isPending={isSaving} isDisabled={!name.trim()}>
              Save selection
            </Button>
          </Form>
          </div>
        </Card>
        <section className={css.preview} aria-label="Preview">
          <PreviewArea {...props} />
        </section>
      </div>
    </div>
  );
}
