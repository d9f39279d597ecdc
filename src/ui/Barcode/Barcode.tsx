import { useMemo } from 'react';
import { code128, drawingSVG } from 'bwip-js/browser';
import * as css from './Barcode.css';

export interface BarcodeProps {
  /** What the scanner reads back: a part number or a bin. */
  value: string;
  /** Bar height in millimetres (as printed). */
  height?: number;
  /** Prints the value under the bars. */
  showText?: boolean;
}

/**
 * A Code 128 barcode as SVG (bwip-js), with the quiet zone scanners need on each side; the shelf labels and the
 * part's label print it. A value Code 128 cannot hold says so instead of drawing bars that would scan wrong.
 */
export function Barcode({ value, height = 10, showText = false }: BarcodeProps) {
  const svg = useMemo(() => {
    try {
      return code128({ bcid: 'code128', text: value, height, includetext: showText, textxalign: 'center', paddingwidth: 10 }, drawingSVG());
    } catch {
      return null;
    }
  }, [value, height, showText]);
  if (!svg) return <span className={css.problem}>No barcode for “{value}”</span>;
  // bwip-js draws the SVG from the value alone: markup of our own making, never the user's.
  return <span className={css.barcode} role="img" aria-label={`Barcode ${value}`} dangerouslySetInnerHTML={{ __html: svg }} />;
}
