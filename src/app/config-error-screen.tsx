export function ConfigErrorScreen({ missing }: { missing: readonly string[] }) {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <div role="alert" className="rounded-xl bg-white p-8 shadow-sm ring-1 ring-red-200">
        <h1 className="text-xl font-bold text-red-700">PrintLedger is not configured</h1>
        <p className="mt-3 text-slate-700">These required configuration values are missing:</p>
        <ul className="mt-2 list-disc pl-6 font-mono text-sm text-slate-800">
          {missing.map((key) => (
            <li key={key}>{key}</li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">
          Create <code className="rounded bg-slate-100 px-1">.env.local</code> from{' '}
          <code className="rounded bg-slate-100 px-1">.env.example</code>, fill in your Firebase
          project&apos;s web app configuration, and build again. For local development, run{' '}
          <code className="rounded bg-slate-100 px-1">npm run dev</code>, which uses the Firebase emulators
          and needs no keys.
        </p>
      </div>
    </main>
  );
}
