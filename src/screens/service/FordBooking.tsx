import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { addDays, newYorkDay } from '../../domain/businessDays';
import { formatDate, formatDateTime } from '../../domain/format';
import { BOOKING_SERVICES, bookingSchema, LANES, SLOT_DAYS, VISITS, type BookingInput, type Lane } from '../../domain/service/fordBooking';
import { validate } from '../../domain/validation';
import * as css from './FordBooking.css';

export interface BookableBranch {
  brnId: string;
  name: string;
}

/** Which slots the form shows: a branch's lane over the week from `from`. */
export interface SlotQuery {
  brnId: string;
  lane: Lane;
  from: string;
}

export interface FordBookingProps {
  branches: readonly BookableBranch[] | undefined;
  /** The free start times (ISO instants) of the query's week; undefined while they load or could not be read. */
  slots: readonly string[] | undefined;
  slotsError: string | null;
  query: SlotQuery;
  /** The first day a customer may look at (today). */
  today: string;
  onQuery: (query: SlotQuery) => void;
  sending: boolean;
  /** The confirmation number once the request is taken. */
  confirmation: string | null;
  /** The server's refusals by field (a 400's fields; the slot just taken under slotStart). */
  serverErrors: Readonly<Record<string, string>>;
  sendError: string | null;
  onSend: (booking: BookingInput) => void;
  /** Staff at the drive (/serviceSchedulerFord/create) book a time at once; a customer asks for one. */
  audience?: 'customer' | 'staff';
}

type Draft = Omit<BookingInput, 'brnId' | 'lane' | 'year' | 'mileage'> & { year: string; mileage: string };
const EMPTY: Draft = { name: '', company: '', phone: '', email: '', textConsent: false, vin: '', year: '', model: '', unitNo: '', mileage: '', services: [], slotStart: '', visit: 'Waiting', notes: '', website: '' };

const wholeNumber = (text: string) => (/^\d+$/.test(text.replace(/,/g, '')) ? Number(text.replace(/,/g, '')) : text === '' ? null : Number.NaN);
const timeOf = (instant: string) => formatDateTime(instant).slice(11);
const weekday = (day: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * /fordServiceScheduler (and the staff's /serviceSchedulerFord/create): a Ford commercial customer asks for a service
 * time, signed out, on a phone. One column; the times offered are the lane's free ones of a week (the server's
 * answer); each field's problem is said under it; a request taken shows its confirmation number and nothing else.
 */
export function FordBooking(props: FordBookingProps) {
  const { branches, query, onQuery, confirmation, serverErrors, sendError, sending, audience = 'customer' } = props;
  const staff = audience === 'staff';
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...errors, ...serverErrors };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  if (confirmation) {
    return (
      <main className={css.page}>
        <section className={css.done} aria-labelledby="done" role="status">
          <h1 id="done" className={css.title}>
            {staff ? 'Appointment booked' : 'Request received'}
          </h1>
          <p>{staff ? 'Confirmation number:' : 'Your confirmation number:'}</p>
          <p className={css.number}>{confirmation}</p>
          <p className={css.muted}>{staff ? 'It is in the appointment book as Confirmed.' : 'We mailed it to you. Our service desk will call or write to confirm the time.'}</p>
        </section>
      </main>
    );
  }

  const booking = (): BookingInput => ({ ...draft, brnId: query.brnId, lane: query.lane, year: wholeNumber(draft.year), mileage: wholeNumber(draft.mileage) });
  const submit = () => {
    const checked = validate(bookingSchema, booking());
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    props.onSend(booking());
  };
  const pickLane = (lane: Lane) => {
    setDraft((d) => ({ ...d, slotStart: '', visit: lane === 'Mobile' ? 'Mobile' : d.visit === 'Mobile' ? 'Waiting' : d.visit }));
    onQuery({ ...query, lane });
  };

  return (
    <main className={css.page}>
      <h1 className={css.title}>{staff ? 'New Ford appointment' : 'Book Ford commercial service'}</h1>
      <form
        noValidate
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className={css.card}>
          <legend className={css.legend}>Where and when</legend>
          <Field label="Branch" error={shown.brnId}>
            {(id, described) => (
              <select id={id} aria-describedby={described} className={css.input} value={query.brnId} onChange={(e) => onQuery({ ...query, brnId: e.target.value })}>
                {(branches ?? []).map((b) => (
                  <option key={b.brnId} value={b.brnId}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Choices label="Lane" options={LANES} value={query.lane} onPick={pickLane} />
          <SlotPicker {...props} value={draft.slotStart} error={shown.slotStart} onPick={(s) => set('slotStart', s)} />
          <Choices label="While we work" options={VISITS} value={draft.visit} onPick={(v) => set('visit', v)} error={shown.visit} />
        </fieldset>

        <fieldset className={css.card}>
          <legend className={css.legend}>You</legend>
          <div className={css.row}>
            <Text label="Name" value={draft.name ?? ''} error={shown.name} onChange={(v) => set('name', v)} autoComplete="name" />
            <Text label="Company" value={draft.company ?? ''} onChange={(v) => set('company', v)} autoComplete="organization" />
          </div>
          <div className={css.row}>
            <Text label="Phone" value={draft.phone} error={shown.phone} onChange={(v) => set('phone', v)} type="tel" autoComplete="tel" />
            <Text label="Email" value={draft.email} error={shown.email} onChange={(v) => set('email', v)} type="email" autoComplete="email" />
          </div>
          <label className={css.choice}>
            <input type="checkbox" checked={draft.textConsent ?? false} onChange={(e) => set('textConsent', e.target.checked)} />
            Text me about this visit
          </label>
        </fieldset>

        <fieldset className={css.card}>
          <legend className={css.legend}>Your truck</legend>
          <Text label="VIN" value={draft.vin ?? ''} error={shown.vin} onChange={(v) => set('vin', v.toUpperCase())} hint="Or give the year and model below." />
          <div className={css.row}>
            <Text label="Year" value={draft.year} error={shown.year} onChange={(v) => set('year', v)} inputMode="numeric" />
            <Text label="Model" value={draft.model ?? ''} onChange={(v) => set('model', v)} hint="Transit, F-600…" />
          </div>
          <div className={css.row}>
            <Text label="Unit no." value={draft.unitNo ?? ''} onChange={(v) => set('unitNo', v)} />
            <Text label="Mileage" value={draft.mileage} error={shown.mileage} onChange={(v) => set('mileage', v)} inputMode="numeric" />
          </div>
        </fieldset>

        <fieldset className={css.card} aria-describedby={shown.services ? 'services-error' : undefined}>
          <legend className={css.legend}>Services</legend>
          <div className={css.choices}>
            {BOOKING_SERVICES.map((s) => (
              <label key={s} className={css.choice}>
                <input
                  type="checkbox"
                  checked={draft.services.includes(s)}
                  onChange={(e) => set('services', e.target.checked ? [...draft.services, s] : draft.services.filter((x) => x !== s))}
                />
                {s}
              </label>
            ))}
          </div>
          {shown.services ? (
            <p id="services-error" className={css.error}>
              {shown.services}
            </p>
          ) : null}
          <Field label="Notes" error={shown.notes}>
            {(id, described) => <textarea id={id} aria-describedby={described} className={css.textarea} value={draft.notes ?? ''} onChange={(e) => set('notes', e.target.value)} />}
          </Field>
          <div className={css.trap} aria-hidden="true">
            <label>
              Website
              <input tabIndex={-1} autoComplete="off" value={draft.website ?? ''} onChange={(e) => set('website', e.target.value)} />
            </label>
          </div>
        </fieldset>

        {sendError ? (
          <p role="alert" className={css.alert}>
            {sendError}
          </p>
        ) : null}
        <button type="submit" className={css.send} disabled={sending}>
          {sending ? 'Sending…' : staff ? 'Book this time' : 'Request this time'}
        </button>
      </form>
    </main>
  );
}

function SlotPicker({ slots, slotsError, query, today, onQuery, value, error, onPick }: FordBookingProps & { value: string; error?: string; onPick: (slot: string) => void }) {
  const days = Array.from({ length: SLOT_DAYS }, (_, i) => addDays(query.from, i));
  const byDay = new Map(days.map((d) => [d, (slots ?? []).filter((s) => newYorkDay(s) === d)]));
  const [picked, setPicked] = useState<string | null>(null);
  const day = picked && byDay.has(picked) ? picked : (days.find((d) => byDay.get(d)!.length > 0) ?? days[0]!);
  const week = (step: number) => {
    setPicked(null);
    onQuery({ ...query, from: addDays(query.from, step * SLOT_DAYS) });
  };
  return (
    <div className={css.field}>
      <div className={css.choices} role="group" aria-label="Day">
        <button type="button" className={css.choice} onClick={() => week(-1)} disabled={query.from <= today}>
          Earlier
        </button>
        {days.map((d) => (
          <button key={d} type="button" className={css.choice} aria-pressed={d === day} disabled={!byDay.get(d)!.length} onClick={() => setPicked(d)}>
            {weekday(d)} {formatDate(`${d}T12:00:00Z`).slice(0, 5)}
          </button>
        ))}
        <button type="button" className={css.choice} onClick={() => week(1)}>
          Later
        </button>
      </div>
      {slots === undefined ? (
        <p className={slotsError ? css.error : css.muted}>{slotsError ?? 'Finding open times…'}</p>
      ) : byDay.get(day)!.length === 0 ? (
        <p className={css.muted}>No open times this week in this lane: look at later days or another lane.</p>
      ) : (
        <div className={css.choices} role="radiogroup" aria-label={`Times on ${formatDate(`${day}T12:00:00Z`)}`}>
          {byDay.get(day)!.map((s) => (
            <button key={s} type="button" role="radio" aria-checked={s === value} className={css.choice} onClick={() => onPick(s)}>
              {timeOf(s)}
            </button>
          ))}
        </div>
      )}
      {error ? <p className={css.error}>{error}</p> : null}
    </div>
  );
}

function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      {children(id, described)}
      {hint ? (
        <p id={`${id}-hint`} className={css.muted}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Text({ label, value, error, hint, onChange, ...input }: { label: string; value: string; error?: string; hint?: string; onChange: (v: string) => void } & Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'inputMode'>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, described) => <input id={id} aria-describedby={described} aria-invalid={error ? true : undefined} className={css.input} value={value} onChange={(e) => onChange(e.target.value)} {...input} />}
    </Field>
  );
}

function Choices<T extends string>({ label, options, value, onPick, error }: { label: string; options: readonly T[]; value: T; onPick: (v: T) => void; error?: string }) {
  return (
    <div className={css.field}>
      <span>{label}</span>
      <div className={css.choices} role="group" aria-label={label}>
        {options.map((o) => (
          <button key={o} type="button" className={css.choice} aria-pressed={o === value} onClick={() => onPick(o)}>
            {o}
          </button>
        ))}
      </div>
      {error ? <p className={css.error}>{error}</p> : null}
    </div>
  );
}
