import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from './booking-endpoints';
import { useAnswer } from './use-answer';

type Reply = (result: ApiResult<string>) => void;

/** A page asking the day it shows; each call waits until the test answers it. */
function mountDay() {
  const pending: { day: string; reply: Reply }[] = [];
  const drawn: string[] = [];
  let showDay: (day: string) => void = () => {};
  let retry = () => {};
  function Day() {
    const [day, setDay] = useState('monday');
    showDay = setDay;
    const answer = useAnswer(
      day,
      () => new Promise<ApiResult<string>>((resolve) => pending.push({ day, reply: resolve })),
    );
    retry = answer.retry;
    const text = answer.failure ? `failed: ${answer.failure.messageKey}` : (answer.data ?? 'loading');
    drawn.push(`${day}: ${text}`);
    return <p>{text}</p>;
  }
  const root = document.createElement('div');
  act(() => render(<Day />, root));
  const answer = async (day: string, result: ApiResult<string>) => {
    const call = pending.find((asked) => asked.day === day);
    await act(async () => call?.reply(result));
  };
  return {
    root,
    pending,
    drawn,
    answer,
    show: (day: string) => act(() => showDay(day)),
    retry: () => act(() => retry()),
  };
}

const times = (text: string): ApiResult<string> => ({ ok: true, status: 200, data: text });

describe('an answer belongs to the question it was asked with', () => {
  it('after a change of day the page shows loading at once, never the previous day for a frame', async () => {
    const page = mountDay();
    await page.answer('monday', times("monday's times"));
    expect(page.root.textContent).toBe("monday's times");
    page.drawn.length = 0;
    page.show('tuesday');
    expect(page.root.textContent).toBe('loading');
    expect(page.drawn).not.toContain("tuesday: monday's times");
    await page.answer('tuesday', times("tuesday's times"));
    expect(page.root.textContent).toBe("tuesday's times");
  });

  it('a late answer to an earlier day is dropped', async () => {
    const page = mountDay();
    page.show('tuesday');
    await page.answer('tuesday', times("tuesday's times"));
    await page.answer('monday', times("monday's times"));
    expect(page.root.textContent).toBe("tuesday's times");
  });

  it('a failure is shown until Retry, which asks again and shows loading meanwhile', async () => {
    const page = mountDay();
    await page.answer('monday', {
      ok: false,
      status: 0,
      error: { messageKey: 'networkIssues', values: {} } as never,
    });
    expect(page.root.textContent).toBe('failed: networkIssues');
    page.retry();
    expect(page.root.textContent).toBe('loading');
    expect(page.pending.filter((asked) => asked.day === 'monday')).toHaveLength(2);
    await page.pending[1]!.reply(times("monday's times"));
    await act(async () => {});
    expect(page.root.textContent).toBe("monday's times");
  });
});
