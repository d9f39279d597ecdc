import type { Draws } from './draws';
import type { Day } from './calendar';
import type { ExportFiles } from './exportFiles';
import type { Ledger } from './ledger';
import type { Receivables } from './receivables';
import type { ScaleSpec } from './scale';
import type { World } from './shared';

/** What every department of the demo works with: the world, the files, the books and the first day of history. */
export interface DemoContext {
  spec: ScaleSpec;
  world: World;
  files: ExportFiles;
  ledger: Ledger;
  receivables: Receivables;
  firstDay: Day;
}

/** A department of the demo: its share of the context and its own stream of draws. */
export abstract class Desk {
  protected readonly spec: ScaleSpec;
  protected readonly world: World;
  protected readonly files: ExportFiles;
  protected readonly ledger: Ledger;
  protected readonly receivables: Receivables;

  constructor(
    context: DemoContext,
    protected readonly r: Draws,
  ) {
    ({ spec: this.spec, world: this.world, files: this.files, ledger: this.ledger, receivables: this.receivables } = context);
  }
}
