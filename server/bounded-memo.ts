/**
 * A map that keeps at most `capacity` entries, forgetting the one set longest ago first. For answers kept under the
 * versions they came from: an old version's entries are never asked again and age out.
 */
export class BoundedMemo<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /**
   * The value kept under `key`, or else `compute`'s, kept from the moment it is asked: whoever asks the same key
   * while it is being computed waits for that one computation (a crowd asking a new day at once computes it once).
   * A computation that fails is forgotten, so the next question computes again.
   */
  keep<Value>(this: BoundedMemo<Promise<Value>>, key: string, compute: () => Promise<Value>): Promise<Value> {
    const kept = this.get(key);
    if (kept) return kept;
    const computing = compute();
    this.set(key, computing);
    computing.catch(() => {
      if (this.get(key) === computing) this.delete(key);
    });
    return computing;
  }

  get size(): number {
    return this.entries.size;
  }
}
