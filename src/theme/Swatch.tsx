import { useCallback, useState, type CSSProperties } from 'react';
import { vars } from './theme.css';

export type SwatchKind = 'color' | 'space' | 'radius' | 'shadow' | 'fontSize';

export interface SwatchProps {
  /** The token's path in the contract, shown as its name, e.g. 'color.primary'. */
  name: string;
  /** The contract's reference, e.g. vars.color.primary (a `var(--…)`). */
  token: string;
  kind: SwatchKind;
}

const previewStyle: Record<SwatchKind, (token: string) => CSSProperties> = {
  color: (token) => ({ width: 40, height: 40, background: token, border: `1px solid ${vars.color.border}` }),
  space: (token) => ({ width: token, height: 16, background: vars.color.info }),
  radius: (token) => ({ width: 40, height: 40, borderRadius: token, border: `2px solid ${vars.color.borderStrong}` }),
  shadow: (token) => ({ width: 56, height: 40, boxShadow: token, background: vars.color.surface }),
  fontSize: (token) => ({ fontSize: token, lineHeight: vars.lineHeight.tight }),
};

/** One design token with the value the theme resolves it to where it is rendered (so the runtime colour shows). */
export function Swatch({ name, token, kind }: SwatchProps) {
  const [value, setValue] = useState('');
  const measure = useCallback(
    (element: HTMLElement | null) => {
      const property = /var\((--[^),]+)/.exec(token)?.[1];
      if (element && property) setValue(getComputedStyle(element).getPropertyValue(property).trim());
    },
    [token],
  );
  return (
    <div ref={measure} style={{ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 }}>
      <div aria-hidden="true" style={previewStyle[kind](token)}>
        {kind === 'fontSize' ? 'Aa' : null}
      </div>
      <dl style={{ margin: 0, fontSize: vars.fontSize.sm }}>
        <dt style={{ fontWeight: vars.fontWeight.medium }}>{name}</dt>
        <dd style={{ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.mono }} data-testid="swatch-value">
          {value}
        </dd>
      </dl>
    </div>
  );
}
