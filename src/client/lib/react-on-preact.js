// JavaScript, not TypeScript: preact/compat's types are written as React's (export =), which a re-export cannot name.
// What `react` means in the browser build (vite.config.ts aliases it here; decision 0615): Preact's compatibility
// layer, with one change. Preact's useId derives ids from a component's place in the tree, and fields that appear
// beside existing ones (the registration names above the password) were given the same id as their neighbours,
// so two labels named one input. This useId is a counter: unique per mounted component, which is all a client-
// rendered app needs. Radix reads `React.useId` through this module too.
import * as compat from 'preact/compat';

export * from 'preact/compat';

let issued = 0;

export function useId() {
  const [id] = compat.useState(() => `sc${(++issued).toString(36)}`);
  return id;
}

export default { ...compat.default, useId };
