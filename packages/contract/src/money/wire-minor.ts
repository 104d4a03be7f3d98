/**
 * Money travels as bigint minor units inside the server (ADR 004) and as a JSON number on the
 * wire. This is the one place that turns one into the other, and it refuses an amount a JSON
 * number cannot hold exactly, rather than send a rounded sum.
 */
export function toWireMinor(amount: bigint | number): number {
  const wire = Number(amount);
  if (!Number.isSafeInteger(wire) || (typeof amount === 'bigint' && BigInt(wire) !== amount))
    throw new RangeError('money amount outside the safe integer range');
  return wire;
}
