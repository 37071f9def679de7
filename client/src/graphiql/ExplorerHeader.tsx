import type { ExplorerStrings } from "./strings";

/** What a partner needs before the first query: where the key goes, and where the documentation is. */
export function ExplorerHeader({ t, onOpenDocs }: { t: ExplorerStrings; onOpenDocs: () => void }) {
  return (
    <header className="tf-explorer-header">
      <div className="tf-explorer-title">
        <h1>{t.title}</h1>
        <nav>
          <button type="button" onClick={onOpenDocs}>
            {t.openDocs}
          </button>
          <a href="/">{t.home}</a>
        </nav>
      </div>
      <p>
        {t.keyHint} <code>{'{ "Authorization": "Bearer tfk_…" }'}</code> {t.or} <code>{'{ "X-API-Key": "tfk_…" }'}</code>. {t.withoutKey}
      </p>
    </header>
  );
}
