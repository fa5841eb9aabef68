import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { classifyError, errorMessage, isIgnoredError } from './error-kind';

describe('isIgnoredError', () => {
  it('ignores DOM insertBefore errors', () => {
    const chromium = new DOMException(
      "Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.",
      'NotFoundError',
    );
    expect(isIgnoredError(chromium)).toBe(true);
    expect(
      isIgnoredError(new Error('Node.insertBefore: Child to insert before is not a child of this node')),
    ).toBe(true);
  });

  it("ignores 'Cannot access' reference errors but not other reference errors", () => {
    expect(isIgnoredError(new ReferenceError("Cannot access 'routeTree' before initialization"))).toBe(true);
    expect(
      isIgnoredError(new ReferenceError("can't access lexical declaration 'x' before initialization")),
    ).toBe(true);
    expect(isIgnoredError(new ReferenceError('foo is not defined'))).toBe(false);
  });

  it('ignores fetch-type errors and aborted requests', () => {
    expect(isIgnoredError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isIgnoredError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isIgnoredError(new TypeError('Load failed'))).toBe(true);
    expect(isIgnoredError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
  });

  it('ignores ResizeObserver loop notices, also when only the message is known', () => {
    expect(isIgnoredError('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isIgnoredError({ message: 'ResizeObserver loop limit exceeded' })).toBe(true);
  });

  it('does not ignore real failures', () => {
    expect(isIgnoredError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isIgnoredError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      false,
    );
    expect(isIgnoredError(new ApiError({ message: 'No connection', status: 0 }))).toBe(false);
    expect(isIgnoredError(new SyntaxError('Unexpected token <'))).toBe(false);
    expect(isIgnoredError(undefined)).toBe(false);
  });
});

describe('classifyError', () => {
  it('shows the network screen for lost connections and missing chunks', () => {
    expect(classifyError(new ApiError({ message: 'No connection', status: 0 }))).toBe('network');
    expect(classifyError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      'network',
    );
  });

  it('shows the reference and syntax screens for those errors', () => {
    expect(classifyError(new ReferenceError('foo is not defined'))).toBe('reference');
    expect(classifyError(new SyntaxError('Unexpected token <'))).toBe('syntax');
  });

  it('shows the generic screen for anything else, API errors with a status included', () => {
    expect(classifyError(new ApiError({ message: 'Server said no', status: 500 }))).toBe('generic');
    expect(classifyError(new TypeError('x is not a function'))).toBe('generic');
    expect(classifyError('a thrown string')).toBe('generic');
  });
});

describe('errorMessage', () => {
  it('reads the message of errors, strings and error-like objects', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('boom')).toBe('boom');
    expect(errorMessage({ message: 42 })).toBe('');
    expect(errorMessage(null)).toBe('');
  });
});
