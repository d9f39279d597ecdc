// Loaded into every page of the static-Storybook check (tests/e2e/staticStorybook.ts) before Storybook's
// own code, as plain JavaScript (no build step touches it). It listens on the preview's channel, the one
// the manager's Interactions and Accessibility panels listen on, from the moment the preview creates it,
// and keeps what the preview says about the story on show in `window.__storyOutcome`:
// { status: 'pending' | 'success' | 'error', errors: string[] }, handed to `window.__storySettled` once
// it is known; `window.__previewReady` once the preview waits for a story.
(() => {
  const outcome = () => (window.__storyOutcome ??= { status: 'pending', errors: [] });
  const message = (error) => {
    if (error && typeof error === 'object') return String(error.message ?? error.description ?? error.title ?? JSON.stringify(error));
    return String(error);
  };
  const settle = (status) => {
    outcome().status = status;
    window.__storySettled?.(outcome());
  };
  const fail = (text) => {
    outcome().errors.push(text);
    settle('error');
  };
  const listen = (channel) => {
    channel.on('playFunctionThrewException', (error) => outcome().errors.push(`play: ${message(error)}`));
    channel.on('unhandledErrorsWhilePlaying', (errors) => outcome().errors.push(...errors.map((e) => `unhandled while playing: ${message(e)}`)));
    channel.on('storyThrewException', (error) => fail(`exception: ${message(error)}`));
    channel.on('storyErrored', (error) => fail(`render: ${message(error)}`));
    // With no story in the address the preview shows none and says so: ready for `setCurrentStory`.
    channel.on('storyMissing', (id) => (id === undefined ? (window.__previewReady = true) : fail(`missing: ${id}`)));
    // A docs page (MDX) has no play function nor checks: drawn, it is done.
    channel.on('docsRendered', () => settle(outcome().errors.length ? 'error' : 'success'));
    // The last word on a story: after its play function and the afterEach checks (the a11y addon's).
    channel.on('storyFinished', ({ status, reporters }) => {
      for (const report of reporters.filter((r) => r.status === 'failed')) {
        const violations = report.result?.violations?.map((v) => `${v.id} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
        outcome().errors.push(`${report.type}: ${violations?.join('; ') ?? message(report.result?.error)}`);
      }
      settle(status);
    });
  };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      if (value && value !== channel) listen(value);
      channel = value;
    },
  });
})();
