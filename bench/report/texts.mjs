// The bench's inputs: a ~600-word job description and a 2-page resume (the product's light
// markdown, ~950 words) with the person's uploaded resume as source. Realistic, not minimal: the
// sections, bullets, dates and figures a generated resume has.

export const JOB_TITLE = 'Senior Backend Engineer (Payments)';
export const COMPANY = 'Paystack';

export const JOB_DESCRIPTION = `Senior Backend Engineer (Payments) — Lagos, Nigeria (Hybrid)

About Paystack
Paystack helps businesses in Africa get paid by anyone, anywhere in the world. We process millions of transactions every month for over 200,000 businesses, from one-person shops in Yaba to the largest banks and airlines on the continent. Our mission is to accelerate payments on the continent, and we believe the best way to do that is with reliable infrastructure, thoughtful design and a team that cares deeply about its customers.

The role
We are looking for a Senior Backend Engineer to join the Payments Core team. You will design, build and operate the services that move money between customers, merchants, banks and card networks. The systems you own will handle thousands of requests per second with strict latency and availability targets, and you will work closely with product managers, designers, compliance and our support teams to ship features that merchants depend on every day.

What you will do
- Design and build payment APIs and the services behind them, from card processing to bank transfers and USSD.
- Own services end to end: architecture, implementation, testing, deployment, monitoring and on-call.
- Improve the reliability, performance and scalability of our distributed systems.
- Write clear technical documentation and review code written by other engineers.
- Work with the compliance team on KYC, AML and PCI DSS requirements.
- Mentor engineers and help grow a healthy engineering culture.
- Take part in incident response and lead blameless post-mortems.
- Collaborate with stakeholders across product, operations and customer support.

Requirements
- 5+ years of experience building backend systems in production.
- Strong experience with Node.js and TypeScript; experience with Go is a plus.
- Solid knowledge of PostgreSQL, including schema design, indexing and query optimisation.
- Experience with Redis, message queues and event-driven architecture (Kafka or RabbitMQ).
- Experience with Docker and Kubernetes, and with CI/CD pipelines such as GitHub Actions.
- Experience with cloud platforms, ideally AWS (EC2, S3, Lambda).
- Good understanding of REST APIs, authentication and web security (OAuth, OWASP).
- Experience with observability tools such as Prometheus, Grafana or Datadog.
- Familiarity with unit testing and integration testing; you write tests as you write code.
- Excellent communication skills and the ability to explain technical decisions to non-engineers.
- Must be comfortable being on-call as part of a rotation.

Nice to have
- Experience in fintech, banking or card payments.
- Knowledge of ISO 8583, NIBSS or card scheme rules.
- Experience with Terraform or other infrastructure as code tools.
- Experience with GraphQL or gRPC.
- Contributions to open source projects.
- Experience working with data pipelines and BigQuery.

How we work
We work in small, autonomous teams using Agile and Scrum practices with two-week sprints. We value written communication, so most decisions start as a short document that anyone can comment on. We deploy many times a day, behind feature flags, and we care about keeping our systems simple. We review each other's code with kindness and we expect everyone to take ownership of what they ship, from the first design discussion to the alert at three in the morning.

Benefits
- Competitive salary paid in naira, with annual reviews.
- Health insurance for you and your family (HMO).
- Pension contributions above the statutory minimum.
- A learning budget for courses, books and conferences.
- Flexible hybrid working from our Lagos office.
- Generous annual leave.

How to apply
Send your CV and a short note about a system you are proud of. Applications close on 30 June 2026. We are an equal opportunity employer and welcome applicants from every background.`;

export const SOURCE = `ADAEZE OKAFOR
adaeze.okafor@example.com | 0803 555 0142 | Lekki, Lagos | linkedin.com/in/adaeze-okafor

PROFILE
Backend engineer with six years of experience building payment and lending systems in Node.js, TypeScript and PostgreSQL.

WORK EXPERIENCE
Backend Engineer, Flutterwave — Lagos | March 2021 – Present
- Built and maintained payment APIs for card and bank transfer collections used by 40,000 merchants.
- Moved 14 services to Docker and Kubernetes on AWS, cutting deployment time from 45 minutes to 8 minutes.
- Introduced Prometheus and Grafana dashboards and an on-call rotation for the payments team.
- Reduced failed webhook deliveries by 30 percent with a Redis-backed retry queue.
- Worked with compliance on KYC checks and PCI DSS audits.

Software Engineer, Carbon — Lagos | June 2018 – February 2021
- Built loan disbursement and repayment services in Node.js and PostgreSQL.
- Designed a RabbitMQ event pipeline that processed 2 million repayments a month.
- Wrote unit tests and integration tests with Jest; raised coverage from 40% to 85%.
- Mentored three junior engineers.

Junior Developer, Andela — Lagos | January 2017 – May 2018
- Built REST APIs and React front ends for clients in the United States.

EDUCATION
B.Sc. Computer Science, University of Lagos, 2016 (Second Class Upper)

SKILLS
Node.js, TypeScript, JavaScript, PostgreSQL, Redis, RabbitMQ, Docker, Kubernetes, AWS, GitHub Actions, Prometheus, Grafana, Jest, REST APIs, Git, Linux

CERTIFICATIONS
AWS Certified Developer – Associate (2022)`;

export const RESUME = `# Adaeze Okafor
adaeze.okafor@example.com | +234 803 555 0142 | Lekki, Lagos | linkedin.com/in/adaeze-okafor

## Summary
Senior-level backend engineer with six years of experience designing, building and operating payment APIs and distributed systems in Node.js, TypeScript and PostgreSQL. Has owned card and bank transfer collection services end to end, from architecture and implementation to monitoring, incident response and on-call. Comfortable working with compliance teams on KYC, AML and PCI DSS requirements, and with product managers and support teams on features that merchants depend on every day. Known for clear technical documentation, careful code review and mentoring engineers.

## Experience
Backend Engineer — Flutterwave, Lagos | March 2021 – Present
- Built and maintained payment APIs for card and bank transfer collections used by 40,000 merchants across Nigeria, Ghana and Kenya, working in an Agile team with two-week Scrum sprints.
- Moved 14 services to Docker and Kubernetes on AWS (EC2, S3), with CI/CD pipelines in GitHub Actions, cutting deployment time from 45 minutes to 8 minutes.
- Introduced Prometheus and Grafana dashboards and alerts, and set up an on-call rotation for the payments team with written runbooks and blameless post-mortems after each incident.
- Reduced failed webhook deliveries by 30% with a Redis-backed retry queue and idempotent handlers, improving reliability for merchants who depend on instant payment notifications.
- Worked with the compliance team on KYC checks and PCI DSS audits, including encryption of card data at rest and in transit and strict access controls on production systems.
- Reviewed code for a team of six engineers and wrote technical documentation for the collections services, the webhook system and the settlement reports used by finance.
- Improved the performance of the busiest PostgreSQL queries with better indexing and schema design, reducing p99 latency on the transfer status endpoint.
- Designed authentication for the merchant dashboard API with OAuth and short-lived tokens, following OWASP guidance on web security.

Software Engineer — Carbon, Lagos | June 2018 – February 2021
- Built loan disbursement and repayment services in Node.js and PostgreSQL, handling the full lifecycle from application to final repayment.
- Designed a RabbitMQ event-driven pipeline that processed 2 million repayments a month, with dead-letter queues and replay tools for the operations team.
- Wrote unit tests and integration tests with Jest and raised test coverage from 40% to 85%, which made weekly releases routine instead of risky.
- Mentored three junior engineers through code review, pairing and regular one-to-one sessions, two of whom now lead their own services.
- Worked with stakeholders in operations and customer support to design tools that cut manual loan reviews and shortened response times to customers.
- Took part in incident response for the lending platform and wrote post-incident reports shared with the whole engineering team.

Junior Developer — Andela, Lagos | January 2017 – May 2018
- Built REST APIs and React front ends for clients in the United States, working remotely with distributed teams across several time zones.
- Wrote integration tests, fixed production bugs and documented the services handed over to client teams at the end of each engagement.
- Learned to work with Git, Linux servers and continuous integration as part of a professional engineering team.

## Education
- B.Sc. Computer Science, University of Lagos, 2016 (Second Class Upper)
- Final-year project: a USSD savings application for market traders, built with Node.js and MySQL.

## Skills
- Languages: Node.js, TypeScript, JavaScript, SQL
- Data: PostgreSQL, Redis, RabbitMQ, MySQL
- Infrastructure: Docker, Kubernetes, AWS (EC2, S3), GitHub Actions, CI/CD, Linux, Git
- Observability: Prometheus, Grafana, incident response, on-call
- Practices: REST APIs, payment APIs, distributed systems, event-driven architecture, unit testing, integration testing, code review, technical documentation, Agile, Scrum
- Security and compliance: OAuth, OWASP, KYC, AML, PCI DSS, encryption
- Communication skills: writing design documents, explaining technical decisions to product, finance and support teams, mentoring engineers

## Certifications
- AWS Certified Developer – Associate (2022)

## Selected work
- Collections API: the card and bank transfer collection service used by 40,000 merchants, with idempotent retries and detailed reconciliation reports for the finance team.
- Webhook delivery service: a Redis-backed retry queue that reduced failed deliveries by 30% and gave merchants a dashboard to replay missed notifications.
- Repayment pipeline: a RabbitMQ event-driven pipeline processing 2 million repayments a month with dead-letter queues and replay tools for operations.
- Internal tooling: scripts and dashboards that let support teams answer merchant questions about transfer status without asking engineers.

## Talks and writing
- "Idempotency in payment APIs", Lagos Backend Meetup: how retries, webhooks and reconciliation fit together when a bank transfer can succeed twice or not at all.
- "Running PostgreSQL on Kubernetes without tears", internal engineering talk on backups, failover drills, connection pooling and the alerts worth waking someone up for.
- Blog series on incident response for small engineering teams: writing runbooks, sharing the on-call load fairly and running blameless post-mortems that lead to real fixes.
- Code review guide adopted by the payments team: what to look for in a change that touches money, how to give feedback kindly, and when to ask for a design document first.

## Interests
- Teaching backend engineering to new developers, reading about distributed systems, and long-distance running along the Lekki coast on weekend mornings before the traffic starts.

## Volunteering
- Mentor at She Code Africa (2019 – Present): monthly sessions on backend engineering, code review and preparing for technical interviews.`;
