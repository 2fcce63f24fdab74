import { useEffect, useState } from 'react';

/** Copies `value` to the clipboard and says so for two seconds (announced politely). */
export function CopyButton({ value, label, copiedLabel }: { value: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure context): the value stays visible and selectable.
      setCopied(false);
    }
  };
  return (
    <>
      <button type="button" className="ck-button ck-button--ghost" onClick={() => void copy()}>
        {label}
      </button>
      <span className="ck-visually-hidden" role="status">{copied ? copiedLabel : ''}</span>
      {copied ? <span className="ck-copied" aria-hidden="true">{copiedLabel}</span> : null}
    </>
  );
}
