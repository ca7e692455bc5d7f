(function () {
  var routes = {"/account/login":{"signedIn":false,"files":["/assets/login-page-CptnAxWV.js"]},"/account":{"signedIn":false,"files":["/assets/login-page-CptnAxWV.js"]},"/dashboard":{"signedIn":true,"files":["/assets/candidate-layout-vJGuawiS.js","/assets/query-Cgjc0Xm9.js","/assets/axios-BF62THoQ.js","/assets/dashboard-page-AT01MFNV.js","/assets/dist-DPLDm_v-.js","/assets/dist-BDLWiQPc.js","/assets/prefetch-DI2wOxG9.js"]},"/dashboard/notifications":{"signedIn":true,"files":["/assets/candidate-layout-vJGuawiS.js","/assets/query-Cgjc0Xm9.js","/assets/axios-BF62THoQ.js","/assets/notifications-page-BpwgGn0w.js","/assets/prefetch-BlYe9jEC.js"]},"/dashboard/profile":{"signedIn":true,"files":["/assets/candidate-layout-vJGuawiS.js","/assets/query-Cgjc0Xm9.js","/assets/axios-BF62THoQ.js","/assets/profile-page-DCGdRvOJ.js","/assets/profile-payload-DOKENPOt.js","/assets/prefetch-CVtKp15l.js"]}};
  var route = routes[location.pathname.replace(/[/]+$/, '') || '/'];
  if (!route) return;
  var signedIn = false;
  try {
    signedIn = window.localStorage.getItem("portal.authToken") !== null;
  } catch (error) {
    return;
  }
  if (route.signedIn !== signedIn) return;
  route.files.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    // Ahead of the entry's own static imports: the page's chunks are what its first paint waits
    // for last, and beside a few large files (inlined common chunks) they would otherwise start
    // only after the entry's main code.
    link.fetchPriority = 'high';
    link.href = href;
    document.head.appendChild(link);
  });
})();
