/** The room a windowed table keeps for the rows it leaves out above or below the ones it renders; nothing when there are none. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}

/**
 * The same room in a table whose rendered rows are each a `tbody` of their own (a member's row with
 * their picks row, moving together): a `tr` may not sit directly under `table` beside them.
 */
export function SpacerBody({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tbody>
      <SpacerRow height={height} columns={columns} />
    </tbody>
  );
}
