import { ToolRow } from '../../src/shell/tools/ToolRow';
import { BranchTools } from './BranchTools';
import { FlagErrorTools } from './FlagErrorTools';
import { QuickLinkTools } from './QuickLinkTools';
import { QuoteTools } from './QuoteTools';
import { ThemeTools } from './ThemeTools';
import { WhatsNewTools } from './WhatsNewTools';

/** The header tools in the spec's order: branch, theme colour, quote, quick link, what's new, flag an error. */
export function HeaderTools() {
  return (
    <ToolRow>
      <BranchTools />
      <ThemeTools />
      <QuoteTools />
      <QuickLinkTools />
      <WhatsNewTools />
      <FlagErrorTools />
    </ToolRow>
  );
}
