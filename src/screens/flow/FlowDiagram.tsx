import { formatHours, formatNumber } from '../../domain/format';
import type { StepFigures } from '../../domain/flow/flowFigures';
import type { FlowStep } from '../../domain/flow/flows';
import * as css from './FlowDiagram.css';

export interface FlowDiagramProps {
  steps: readonly FlowStep[];
  figures: readonly StepFigures[];
  slowestStep: string | null;
  selectedStep: string | null;
  onStepPress: (step: string) => void;
  /** What the picture says, for those who do not see it (the steps' table beside it says it all). */
  summary: string;
}

const WIDTH = 1000;
const NODE_W = 132;
const NODE_H = 84;
const MID = 84;
const MAX_BAND = 64;

/** Hours as the diagram and table show them: tenths, or a dash when nothing passed. */
export const hoursText = (hours: number | null) => (hours === null ? '—' : `${formatHours(hours)} h`);

/** Items that came to a step: those that reached it and those waiting in it. */
const cameTo = (f: StepFigures) => f.passed + f.inStep;

/**
 * A flow as steps left to right: each node with who passed, who waits and the median hours to reach it; the
 * band into a step as wide as the items that came to it; those that left the flow before it below, those that
 * went past it above. The slowest step is drawn in red. A step pressed opens its items.
 */
export function FlowDiagram({ steps, figures, slowestStep, selectedStep, onStepPress, summary }: FlowDiagramProps) {
  const gap = (WIDTH - steps.length * NODE_W) / Math.max(1, steps.length - 1);
  const xOf = (i: number) => i * (NODE_W + gap);
  const widest = Math.max(1, ...figures.map(cameTo));
  return (
    <div className={css.scroller} role="region" aria-label="Flow diagram" tabIndex={0}>
      <svg className={css.svg} viewBox={`0 0 ${WIDTH} 176`} role="img" aria-label={summary}>
        {figures.slice(1).map((f, k) => {
          const i = k + 1;
          const band = Math.max(2, (cameTo(f) / widest) * MAX_BAND);
          const x = xOf(i - 1) + NODE_W;
          const middle = x + gap / 2;
          return (
            <g key={`link-${f.step}`}>
              <rect className={css.link} x={x} y={MID - band / 2} width={gap} height={band} />
              {f.skipped ? (
                <text className={css.note} x={middle} y={MID - NODE_H / 2 - 8} textAnchor="middle">
                  {formatNumber(f.skipped)} skipped
                </text>
              ) : null}
              {f.left ? (
                <>
                  <path className={css.dropOff} d={`M ${middle} ${MID + band / 2} L ${middle} ${MID + NODE_H / 2 + 24}`} />
                  <text className={css.note} x={middle} y={MID + NODE_H / 2 + 40} textAnchor="middle">
                    {formatNumber(f.left)} left
                  </text>
                </>
              ) : null}
            </g>
          );
        })}
        {steps.map((step, i) => {
          const f = figures[i];
          const x = xOf(i);
          const isSlowest = step.id === slowestStep;
          const classes = [css.node, isSlowest ? css.slowest : '', step.id === selectedStep ? css.selected : ''].filter(Boolean).join(' ');
          return (
            <g key={step.id} data-step={step.id} data-slowest={isSlowest || undefined} onClick={() => onStepPress(step.id)}>
              {isSlowest ? (
                <text className={css.slowestNote} x={x + NODE_W / 2} y={MID - NODE_H / 2 - 24} textAnchor="middle">
                  Slowest step
                </text>
              ) : null}
              <rect className={classes} x={x} y={MID - NODE_H / 2} width={NODE_W} height={NODE_H} rx={8} />
              <text className={css.label} x={x + 10} y={MID - NODE_H / 2 + 20}>
                {step.label}
              </text>
              <text className={css.figure} x={x + 10} y={MID - NODE_H / 2 + 40}>
                {formatNumber(f?.passed ?? 0)} passed
              </text>
              <text className={css.figure} x={x + 10} y={MID - NODE_H / 2 + 57}>
                {formatNumber(f?.inStep ?? 0)} waiting
              </text>
              <text className={css.figure} x={x + 10} y={MID - NODE_H / 2 + 74}>
                {i === 0 ? 'start' : `median ${hoursText(f?.medianHours ?? null)}`}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
