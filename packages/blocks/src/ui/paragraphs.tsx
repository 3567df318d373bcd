/** Text whose line breaks separate paragraphs; blank lines are dropped. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
        <p key={index} className={className}>
          {line}
        </p>
      ))}
    </>
  );
}
