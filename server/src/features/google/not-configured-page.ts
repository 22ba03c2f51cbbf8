/** Shown at /api/auth/google until Google sign-in is set up: a page, since the browser navigates here. */
export const GOOGLE_NOT_CONFIGURED_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google sign-in is not configured</title>
<style>
body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; color: #0f172a; }
main { max-width: 28rem; padding: 2rem; text-align: center; }
a { color: #3b82f6; }
</style>
</head>
<body>
<main>
<h1>Google sign-in is not configured</h1>
<p>This server has no Google sign-in set up. Please sign in with your email and password.</p>
<p><a href="/login">Back to sign in</a></p>
</main>
</body>
</html>
`;
