"""Real mail servers on 127.0.0.1 for the tests and the bench: Debian's dovecot (IMAP with
implicit TLS and STARTTLS, POP3, LMTP) run unprivileged from its own configuration in a
temporary folder (`dovecot -F -c CONF`, a passwd-file of users, Maildir mailboxes), and an
SMTP server (aiosmtpd: STARTTLS, AUTH) that delivers every mail through dovecot's LMTP into
the receiver's mailbox. TLS with a certificate made here, signed by a CA made here (ca.pem:
what --ca-datei names).

    with LocalMail(["gm", "s1", "s2"]) as mail:     # users gm@example.test ... password "pw-gm"
        mail.ports["imaps"], mail.ports["smtp"], mail.ca_file
        mail.stop(); mail.start()                   # the servers down for a while

`missing()` says why it cannot run here (no dovecot, no aiosmtpd), for a test's skip.
"""
from __future__ import annotations

import datetime
import ipaddress
import os
import shutil
import socket
import smtplib
import subprocess
import tempfile
import time
from pathlib import Path

DOMAIN = "example.test"
START_DEADLINE = 30.0            # seconds for dovecot to listen (a loaded machine)


def missing() -> str:
    """"" if the servers can run here, else why not (in English, for pytest's skip)."""
    if not shutil.which("dovecot") and not Path("/usr/sbin/dovecot").exists():
        return "dovecot is not installed (apt-get install dovecot-imapd dovecot-pop3d dovecot-lmtpd)"
    if not Path("/usr/lib/dovecot/lmtp").exists() and not shutil.which("dovecot"):
        return "dovecot's LMTP is not installed (dovecot-lmtpd)"
    try:
        import aiosmtpd  # noqa: F401
    except ImportError:
        return "aiosmtpd is not installed (pip install aiosmtpd)"
    return ""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def password_of(user: str) -> str:
    return f"pw-{user}"


def address_of(user: str) -> str:
    return f"{user}@{DOMAIN}"


def _certificates(folder: Path) -> None:
    """A CA and a server certificate for 127.0.0.1 and localhost, signed by it."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID
    now = datetime.datetime.now(datetime.timezone.utc)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "retro test CA")])
    ca = (x509.CertificateBuilder().subject_name(ca_name).issuer_name(ca_name).public_key(ca_key.public_key())
          .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
          .not_valid_after(now + datetime.timedelta(days=30))
          .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
          .add_extension(x509.KeyUsage(digital_signature=True, key_cert_sign=True, crl_sign=True,
                                       content_commitment=False, key_encipherment=False, data_encipherment=False,
                                       key_agreement=False, encipher_only=False, decipher_only=False), critical=True)
          .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False)
          .sign(ca_key, hashes.SHA256()))
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")]))
            .issuer_name(ca_name).public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1)).not_valid_after(now + datetime.timedelta(days=30))
            .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost"),
                                                        x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                           critical=False)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False)
            .sign(ca_key, hashes.SHA256()))
    pem = serialization.Encoding.PEM
    (folder / "ca.pem").write_bytes(ca.public_bytes(pem))
    (folder / "cert.pem").write_bytes(cert.public_bytes(pem))
    (folder / "key.pem").write_bytes(key.private_bytes(pem, serialization.PrivateFormat.PKCS8,
                                                       serialization.NoEncryption()))
    os.chmod(folder / "key.pem", 0o600)


class LocalMail:
    def __init__(self, users, root=None):
        self.users = list(users)
        self.root = Path(root or tempfile.mkdtemp(prefix="retro-mail-", dir="/tmp"))
        os.chmod(self.root, 0o755)
        self.ports = {k: _free_port() for k in ("imap", "imaps", "pop3", "lmtp", "smtp")}
        self.ca_file = str(self.root / "ca.pem")
        self.dovecot = None
        self.smtp = None
        self._configure()

    # -- configuration ------------------------------------------------------------------------------
    def _configure(self) -> None:
        r = self.root
        for sub in ("run", "state", "mail"):
            (r / sub).mkdir(exist_ok=True)
        _certificates(r)
        if os.getuid() == 0:                    # dovecot will not keep mail as root
            uid = gid = 65534
            os.chown(r / "mail", uid, gid)
            internal = "default_internal_user = dovecot\ndefault_login_user = dovenull\n"
        else:
            import grp
            import pwd
            uid, gid = os.getuid(), os.getgid()
            me, group = pwd.getpwuid(uid).pw_name, grp.getgrgid(gid).gr_name
            internal = (f"default_internal_user = {me}\ndefault_login_user = {me}\n"
                        f"default_internal_group = {group}\n"
                        "service anvil {\n  chroot =\n}\n")       # an ordinary user cannot chroot
        chroot = "  chroot =\n" if os.getuid() != 0 else ""
        (r / "users").write_text("".join(f"{u}:{{PLAIN}}{password_of(u)}:{uid}:{gid}::{r}/mail/{u}::\n"
                                         for u in self.users))
        p = self.ports
        (r / "dovecot.conf").write_text(f"""base_dir = {r}/run
state_dir = {r}/state
log_path = {r}/dovecot.log
{internal}protocols = imap pop3 lmtp
listen = 127.0.0.1
ssl = yes
ssl_cert = <{r}/cert.pem
ssl_key = <{r}/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
mail_location = maildir:{r}/mail/%n
lmtp_save_to_detail_mailbox = no
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%n {r}/users
}}
userdb {{
  driver = passwd-file
  args = username_format=%n {r}/users
}}
service imap-login {{
{chroot}  inet_listener imap {{
    port = {p['imap']}
  }}
  inet_listener imaps {{
    port = {p['imaps']}
    ssl = yes
  }}
}}
service pop3-login {{
{chroot}  inet_listener pop3 {{
    port = {p['pop3']}
  }}
  inet_listener pop3s {{
    port = 0
  }}
}}
service lmtp {{
  inet_listener lmtp {{
    address = 127.0.0.1
    port = {p['lmtp']}
  }}
}}
""")

    # -- running ------------------------------------------------------------------------------------
    def start(self) -> None:
        self.start_dovecot()
        self.start_smtp()

    def stop(self) -> None:
        self.stop_smtp()
        self.stop_dovecot()

    def start_dovecot(self) -> None:
        if self.dovecot is not None:
            return
        exe = shutil.which("dovecot") or "/usr/sbin/dovecot"
        (self.root / "run" / "master.pid").unlink(missing_ok=True)
        self.dovecot = subprocess.Popen([exe, "-F", "-c", str(self.root / "dovecot.conf")],
                                        stdout=subprocess.DEVNULL, stderr=open(self.root / "dovecot.err", "ab"))
        self._wait_port(self.ports["imap"], self.dovecot)
        self._wait_port(self.ports["lmtp"], self.dovecot)

    def stop_dovecot(self) -> None:
        if self.dovecot is None:
            return
        self.dovecot.terminate()
        try:
            self.dovecot.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.dovecot.kill()
            self.dovecot.wait(timeout=10)
        self.dovecot = None
        for port in (self.ports["imap"], self.ports["imaps"], self.ports["pop3"]):
            self._wait_closed(port)

    def _wait_port(self, port: int, proc) -> None:
        end = time.monotonic() + START_DEADLINE
        while time.monotonic() < end:
            if proc.poll() is not None:
                raise RuntimeError(f"dovecot ended: {self.log()[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"dovecot does not listen on {port}: {self.log()[-2000:]}")

    def _wait_closed(self, port: int) -> None:
        end = time.monotonic() + 10
        while time.monotonic() < end:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    time.sleep(0.05)
            except OSError:
                return

    def log(self) -> str:
        text = ""
        for name in ("dovecot.err", "dovecot.log"):
            try:
                text += (self.root / name).read_text(errors="replace")
            except OSError:
                pass
        return text

    def start_smtp(self) -> None:
        if self.smtp is not None:
            return
        import ssl

        import logging

        from aiosmtpd.controller import Controller
        from aiosmtpd.smtp import AuthResult
        logging.getLogger("mail.log").setLevel(logging.ERROR)     # aiosmtpd's notes of its own deprecations
        ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ctx.load_cert_chain(self.root / "cert.pem", self.root / "key.pem")
        users, lmtp_port = {address_of(u): password_of(u) for u in self.users}, self.ports["lmtp"]
        users.update({u: password_of(u) for u in self.users})
        known = {address_of(u) for u in self.users}

        def authenticator(server, session, envelope, mechanism, auth_data):
            ok = getattr(auth_data, "login", None) is not None and \
                users.get(auth_data.login.decode("utf-8", "replace")) == auth_data.password.decode("utf-8", "replace")
            return AuthResult(success=ok, handled=False, auth_data=auth_data)    # handled=False: it answers 535

        class Deliver:
            async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
                if address.lower() not in known:
                    return "550 5.1.1 unknown user"
                envelope.rcpt_tos.append(address)
                return "250 OK"

            async def handle_DATA(self, server, session, envelope):
                try:            # a transaction per receiver: smtplib's LMTP reads one answer to DATA
                    for rcpt in envelope.rcpt_tos:
                        with smtplib.LMTP("127.0.0.1", lmtp_port, timeout=30) as lmtp:
                            lmtp.sendmail(envelope.mail_from, [rcpt], envelope.original_content)
                except (OSError, smtplib.SMTPException) as e:
                    return f"451 4.3.0 delivery failed: {e}"
                return "250 2.0.0 delivered"

        self.smtp = Controller(Deliver(), hostname="127.0.0.1", port=self.ports["smtp"], tls_context=ctx,
                               require_starttls=True, authenticator=authenticator, auth_require_tls=True,
                               ready_timeout=START_DEADLINE, data_size_limit=20 * 1024 * 1024)
        self.smtp.start()

    def stop_smtp(self) -> None:
        if self.smtp is not None:
            self.smtp.stop()
            self.smtp = None

    def cleanup(self) -> None:
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.cleanup()

    # -- looking into a mailbox (for the tests) ------------------------------------------------------
    def imap(self, user: str):
        import imaplib
        import ssl
        m = imaplib.IMAP4_SSL("127.0.0.1", self.ports["imaps"], timeout=30,
                              ssl_context=ssl.create_default_context(cafile=self.ca_file))
        m.login(address_of(user), password_of(user))
        return m

    def deliver(self, to_user: str, raw: bytes, sender: str = "someone@example.org") -> None:
        """A mail put straight into a mailbox through LMTP (as from the world outside); a
        connection dovecot drops while it starts its LMTP process is tried again."""
        for attempt in range(3):
            try:
                with smtplib.LMTP("127.0.0.1", self.ports["lmtp"], timeout=30) as lmtp:
                    lmtp.sendmail(sender, [address_of(to_user)], raw)
                return
            except (ConnectionResetError, smtplib.SMTPServerDisconnected):
                if attempt == 2:
                    raise
                time.sleep(0.2)
