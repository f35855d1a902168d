import { useApp } from '../state/context';

/**
 * Said where a refresh would lose what the guest typed: the browser blocks storage in this frame (third-party
 * frames in Safari, some private windows), so the widget keeps everything in memory only (state/storage.ts).
 */
export function StorageBlockedNotice({ text }: { text: string }) {
  const app = useApp();
  if (!app.state.storage.memoryOnly) return null;
  return <p class="notice">{text}</p>;
}
