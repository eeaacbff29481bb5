/** The main wallet and two game wallets (a third unused), kept in step by the transfers like the gateway does; for stories and tests. */
export function walletFixtures() {
  const balances: Record<string, number> = { MAIN: 100, PG: 50.25, JILI: 20 };
  const snapshot = () => ({
    sumBalance: Object.values(balances).reduce((a, b) => a + b, 0),
    wallets: Object.entries(balances).map(([wallet, balance]) => ({ wallet, name: wallet === 'MAIN' ? 'Main' : wallet, balance })),
  });
  return {
    balances,
    responses: {
      balance: snapshot,
      merchantWallet: {
        mode: 'transfer' as const,
        currency: 'BRL',
        wallets: [
          { wallet: 'PG', name: 'PG Soft', transferable: true },
          { wallet: 'JILI', name: 'JILI', transferable: true },
          { wallet: 'EVO', name: 'Evolution', transferable: true },
        ],
      },
      consolidatedFunds: () => ({ sumBalance: snapshot().sumBalance, mainBalance: balances['MAIN'] ?? 0, gameBalance: 0, pendingBets: 3, points: 40 }),
      walletTransfer: ({ from, to, amount }: { from: string; to: string; amount: number }) => {
        balances[from] = Math.round(((balances[from] ?? 0) - amount) * 100) / 100;
        balances[to] = Math.round(((balances[to] ?? 0) + amount) * 100) / 100;
        return { ...snapshot(), transactionId: `t-${from}` };
      },
    },
  };
}
