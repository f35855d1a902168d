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

  get size(): number {
    return this.entries.size;
  }
}
