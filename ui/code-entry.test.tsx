import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { CodeEntry } from './code-entry';

function draw(props: { error?: string | null; value?: string } = {}) {
  const root = document.createElement('div');
  const seen: string[] = [];
  act(() =>
    render(
      <CodeEntry
        id="otp"
        label="Your code"
        value={props.value ?? ''}
        error={props.error}
        onDigits={(digits) => seen.push(digits)}
      />,
      root,
    ),
  );
  return { root, seen, input: root.querySelector('input')! };
}

describe('the code field', () => {
  it('asks for the number pad and offers the code from a text message', () => {
    const { root, input } = draw();
    expect(root.querySelector('label')!.textContent).toBe('Your code');
    expect(root.querySelector('label')!.getAttribute('for')).toBe('otp');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['typed', '12', '12'],
    ['pasted with spaces', '123 456', '123456'],
    ['pasted with dashes', '12-34-56', '123456'],
  ])('a code %s reaches the caller as its digits', (_how, typed, digits) => {
    const { input, seen } = draw();
    input.value = typed;
    act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
    expect(seen).toEqual([digits]);
    expect(input.value).toBe(digits);
  });

  it("shows the caller's error under the field, tied to it for screen readers", () => {
    const { root, input } = draw({ error: 'This code is not right.', value: '111111' });
    const alert = root.querySelector('#otp-error')!;
    expect(alert.textContent).toBe('This code is not right.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('otp-error');
  });
});
