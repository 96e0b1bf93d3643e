import "./index.css";

/**
 * The entry is only this: the app (React, the router, the page's screen) is started after the
 * browser has painted, so a server-rendered page shows before any of its JavaScript runs. The
 * HTML asks for the app's files at once (modulepreload), so nothing waits on the network here.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab gets no animation frames: the timer starts the app there.
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

void afterPaint()
  .then(() => import("./app/start"))
  .then(({ start }) => start());
