import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Route modules load lazily; on a loaded 2-core CI machine their first transform can take well over the default
// 1 s that findBy*/waitFor wait. The assertions are unchanged, they only get time to come true.
configure({ asyncUtilTimeout: 5000 });
