/** A count as shown: '1000+' when it is a lower bound (a search with more matches than the server counts). */
export const countText = (count: number, capped: boolean) => (capped ? `${count}+` : String(count));

/** The inbox header's description: '1 message' / '{n} messages', with 'matching "{search}"' while searching. */
export function describeCount(count: number, search: string, capped: boolean): string {
  const noun = count === 1 && !capped ? '1 message' : `${countText(count, capped)} messages`;
  return search ? `${noun} matching "${search}"` : noun;
}
