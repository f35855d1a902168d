import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A flow reaches the slot rules as FlowRules (its rules bound by shared/promotions flowRules), so the plain
// booking flow never loads the promotion evaluator, the blocking rules or the definitions.
const dir = new URL('.', import.meta.url);
const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the slot rules take a flow with its rules; they import only types from shared/promotions (promotion rules)', () => {
  it.each(sources)('%s', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const valueImports = [
      ...text.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'(\.\.\/promotions[^']*)'/gm),
    ].map((match) => match[1]);
    expect(valueImports).toEqual([]);
  });
});
