import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Swatch, type SwatchKind } from '../../src/theme/Swatch';
import { vars } from '../../src/theme/theme.css';
import { stack, tiles, wideStack } from '../layout.css';

function Group({ title, group, kind }: { title: keyof typeof vars; group: Record<string, string>; kind: SwatchKind }) {
  return (
    <section aria-labelledby={`tokens-${title}`} className={stack}>
      <h2 id={`tokens-${title}`}>{title}</h2>
      <div className={tiles}>
        {Object.entries(group).map(([name, token]) => (
          <Swatch key={name} name={`${title}.${name}`} token={token} kind={kind} />
        ))}
      </div>
    </section>
  );
}

function Tokens() {
  return (
    <div className={wideStack}>
      <Group title="color" group={vars.color} kind="color" />
      <Group title="space" group={vars.space} kind="space" />
      <Group title="fontSize" group={vars.fontSize} kind="fontSize" />
      <Group title="radius" group={vars.radius} kind="radius" />
      <Group title="shadow" group={vars.shadow} kind="shadow" />
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByText(name).closest('dl') as HTMLElement).getByTestId('swatch-value');

export const AllTokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of ['color', 'space', 'fontSize', 'radius', 'shadow']) {
      await expect(canvas.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(canvas.getAllByText(/^color\./)).toHaveLength(Object.keys(vars.color).length);
    await expect(valueOf(canvasElement, 'color.primary')).toHaveTextContent('#119eaf');
    await expect(valueOf(canvasElement, 'color.critical')).toHaveTextContent('#b3261e');
    await expect(valueOf(canvasElement, 'space.md')).toHaveTextContent('12px');
    await expect(valueOf(canvasElement, 'fontSize.xl')).toHaveTextContent('20px');
    await expect(valueOf(canvasElement, 'radius.lg')).toHaveTextContent('10px');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'color' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
