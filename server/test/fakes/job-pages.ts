import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * Job advert pages on 127.0.0.1 for the job import's tests (issue 31 §3), shaped like the sites
 * people paste links from, and the hostile answers a link can give: a huge page, an image, a
 * server that never answers, endless or inward redirects. Every request is counted by path.
 */

const JOBBERMAN_POSTING = {
  '@context': 'http://schema.org',
  '@type': 'JobPosting',
  title: 'Graduate Trainee - Finance',
  datePosted: '2026-02-01',
  validThrough: '2026-03-15T23:59:59+01:00',
  employmentType: 'FULL_TIME',
  hiringOrganization: {
    '@type': 'Organization',
    name: 'Zenera Foods Limited',
    sameAs: 'https://zenera.example',
  },
  jobLocation: {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Ikeja',
      addressRegion: 'Lagos',
      addressCountry: 'NG',
    },
  },
  description:
    '&lt;p&gt;Zenera Foods is hiring graduate trainees for its finance team in Ikeja.&lt;/p&gt;' +
    '&lt;p&gt;&lt;strong&gt;Requirements&lt;/strong&gt;&lt;/p&gt;&lt;ul&gt;' +
    '&lt;li&gt;B.Sc in Accounting with a minimum of Second Class Upper (2:1)&lt;/li&gt;' +
    '&lt;li&gt;NYSC discharge certificate&lt;/li&gt;&lt;li&gt;Not older than 26 years&lt;/li&gt;&lt;/ul&gt;' +
    '&lt;p&gt;Salary: &amp;#8358;180,000 monthly &amp;amp; HMO.&lt;/p&gt;',
};

/** Jobberman's shape: the advert in a JobPosting (its description escaped twice), chrome around it. */
export const JOBBERMAN_PAGE = `<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8">
<title>Graduate Trainee - Finance at Zenera Foods Limited | Jobberman</title>
<meta property="og:site_name" content="Jobberman Nigeria">
<meta property="og:title" content="Graduate Trainee - Finance at Zenera Foods Limited">
<script type="application/ld+json">{"@context":"http://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
<script type="application/ld+json">${JSON.stringify(JOBBERMAN_POSTING)}</script>
</head><body>
<header><nav><a href="/">Jobberman</a> <a href="/jobs">Find Jobs</a> <a href="/cv">CV Services</a></nav></header>
<main><h1>Graduate Trainee - Finance</h1><p>Zenera Foods Limited · Lagos</p>
<div class="job-description"><p>Zenera Foods is hiring graduate trainees for its finance team in Ikeja.</p></div>
<section class="similar-jobs"><h2>Similar Jobs</h2><ul><li>Audit Associate at KPMG</li></ul></section></main>
<footer>© Jobberman Nigeria. Terms. Privacy.</footer>
</body></html>`;

/** MyJobMag's shape: no JSON-LD; the advert among navigation, a footer and a list of similar jobs. */
export const MYJOBMAG_PAGE = `<!DOCTYPE html>
<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Customer Service Executive at Kora Logistics - MyJobMag</title>
<meta property="og:site_name" content="MyJobMag">
</head><body>
<div id="top-nav"><nav><ul><li><a href="/">Home</a></li><li><a href="/jobs-by-field">Jobs by Field</a></li><li><a href="/login">Login</a></li></ul></nav></div>
<div class="breadcrumb"><a href="/">Home</a> » Jobs » Customer Service</div>
<div class="container">
  <div class="job-details">
    <h1>Customer Service Executive at Kora Logistics</h1>
    <ul class="job-key-info"><li>Job Type: Full Time</li><li>Location: Abuja</li></ul>
    <div class="job-desc">
      <p>Kora Logistics is a last-mile delivery company serving businesses across Nigeria. We are
      looking for a Customer Service Executive to join our team in Abuja, handling customer enquiries by
      phone, e-mail and chat, and resolving delivery complaints quickly and politely.</p>
      <p><b>Responsibilities</b></p>
      <ul><li>Answer customer calls and messages within agreed response times</li>
      <li>Log and follow up complaints until they are resolved</li>
      <li>Work with dispatch riders to track late deliveries</li></ul>
      <p><b>Requirements</b></p>
      <ul><li>OND / HND / B.Sc in any discipline</li><li>1 – 2 years of customer service experience</li>
      <li>Good spoken and written English</li></ul>
      <p><b>Method of Application</b><br>Send your CV to careers@koralogistics.example.
      Application closing date: 30th April, 2026.</p>
    </div>
  </div>
  <div class="related-jobs-box">
    <h3>Similar Jobs</h3>
    <ul><li><a href="/job/1">Call Centre Agent at Teleserve</a></li><li><a href="/job/2">Front Desk Officer at Eko Hotels</a></li></ul>
  </div>
  <div>
    <h4>Recommended Jobs for You</h4>
    <ul><li><a href="/job/3">Sales Representative at Bolt Foods</a></li></ul>
  </div>
</div>
<footer><p>MyJobMag © 2026. About us · Contact · Post a Job</p></footer>
</body></html>`;

/** A company careers page: its JobPosting inside an @graph beside the Organization and the WebPage. */
export const CAREERS_PAGE = `<!doctype html>
<html><head>
<title>Backend Engineer (Payments) — Careers — Lumen Pay</title>
<meta property="og:site_name" content="Lumen Pay">
<script type="application/ld+json">{ "@context": "https://schema.org", "broken":  </script>
<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", "@id": "#org", "name": "Lumen Pay" },
    { "@type": "WebPage", "name": "Careers" },
    {
      "@type": "JobPosting",
      "title": "Backend Engineer (Payments)",
      "hiringOrganization": { "@id": "#org", "name": "Lumen Pay" },
      "jobLocation": [
        { "@type": "Place", "address": { "addressLocality": "Lagos", "addressCountry": "Nigeria" } },
        { "@type": "Place", "address": { "addressLocality": "Nairobi", "addressCountry": "KE" } }
      ],
      "description": "<h3>About the role</h3><p>You will build the services that move money between banks, with Go and PostgreSQL.</p><h3>You have</h3><ul><li>4+ years building backend services</li><li>Experience with BVN verification APIs</li></ul>",
      "validThrough": "2026-05-31"
    }
  ]
}
</script>
</head><body><nav>Home · Careers</nav><main><h1>Backend Engineer (Payments)</h1></main></body></html>`;

/** A page without an advert: a sign-in wall. */
export const LOGIN_WALL = `<!doctype html><html><head><title>Sign in</title></head>
<body><main><h1>Sign in</h1><p>Sign in to continue.</p></main></body></html>`;

export interface JobPages {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** The fixture server on 127.0.0.1 (an ephemeral port). */
export async function startJobPages(): Promise<JobPages> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const html = (res: http.ServerResponse, body: string, headers: http.OutgoingHttpHeaders = {}) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      res.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : '/jobberman' });
      return res.end();
    }
    switch (path) {
      case '/jobberman':
        return html(res, JOBBERMAN_PAGE);
      case '/jobberman.gz':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
        return res.end(gzipSync(JOBBERMAN_PAGE));
      case '/myjobmag':
        return html(res, MYJOBMAG_PAGE);
      case '/careers':
        return html(res, CAREERS_PAGE, { 'content-type': 'application/xhtml+xml' });
      case '/login':
        return html(res, LOGIN_WALL);
      case '/huge': {
        // 3 MB, streamed without a Content-Length: only counting the bytes stops it.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><html><body>');
        const chunk = `<p>${'Lorem ipsum dolor sit amet. '.repeat(36)}</p>\n`;
        let sent = 0;
        const more = () => {
          while (sent < 3 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end('</body></html>');
        };
        return more();
      }
      case '/huge-declared':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
        return res.end('<p>'.padEnd(3 * 1024 * 1024, 'x'));
      case '/image.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
      case '/hang':
        return; // Accepted, never answered.
      case '/loop':
        res.writeHead(301, { location: '/loop' });
        return res.end();
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
        return res.end();
      case '/to-ipv6-metadata':
        res.writeHead(307, { location: 'http://[fd00:ec2::254]/latest/meta-data' });
        return res.end();
      default:
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<h1>Not found</h1>');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
