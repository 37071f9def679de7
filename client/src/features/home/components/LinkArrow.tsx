/** The arrow after a "go there" link's words: kept on the words' line, and left out of the link's accessible name. */
export function LinkArrow() {
  return (
    <span aria-hidden="true" style={{ whiteSpace: "nowrap" }}>
      {"\u00a0→"}
    </span>
  );
}
