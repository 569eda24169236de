#!/usr/bin/env bash
# Sets up the Java Jupyter kernel for the pz notebooks:
#   1. downloads io.github.padreati:rapaio-jupyter-kernel from Maven Central through Maven
#      (mvn dependency:copy) into notebooks/target/kernel/;
#   2. compiles kernel/PzKernelLauncher.java (the kernel's main with a start-up race fixed);
#   3. writes a kernel spec "pz-java" whose class path (RJK_CLASSPATH) is the pz command line's jar and
#      its dependencies (cli/target/pz-cli.jar, cli/target/lib/*.jar; build them first), into
#      notebooks/target/jupyter/kernels/pz-java/;
#   4. unless --no-install, installs that spec for the current user (jupyter kernelspec install --user).
# Use /usr/bin/jupyter (Debian's jupyter-notebook, jupyter-nbconvert and python3-ipykernel packages):
# a python3 earlier on PATH may lack nbformat.
# Usage: notebooks/setup.sh [--no-install]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
version="${RJK_VERSION:-2.3.0}"   # 2.3.0 runs on Java 17 (class files version 61)
jupyter="${JUPYTER:-/usr/bin/jupyter}"
install=1
[ "${1:-}" = "--no-install" ] && install=0

if [ ! -f "$root/cli/target/pz-cli.jar" ] || [ ! -d "$root/cli/target/lib" ]; then
  echo "setup.sh: build the command line first: (cd $root && mvn -q -o -pl cli install) or mvn package at the root" >&2
  exit 1
fi

jar="$here/target/kernel/rapaio-jupyter-kernel-$version.jar"
if [ ! -f "$jar" ]; then
  mkdir -p "$here/target/kernel"
  # -o first (works when the jar is already in ~/.m2), then online once
  mvn -q -o org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
      -Dartifact="io.github.padreati:rapaio-jupyter-kernel:$version" -DoutputDirectory="$here/target/kernel" >/dev/null 2>&1 \
  || mvn -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
      -Dartifact="io.github.padreati:rapaio-jupyter-kernel:$version" -DoutputDirectory="$here/target/kernel"
fi

# the launcher works around a start-up race of the kernel (see kernel/PzKernelLauncher.java)
launcher="$here/target/launcher"
if [ ! -f "$launcher/PzKernelLauncher.class" ] || [ "$here/kernel/PzKernelLauncher.java" -nt "$launcher/PzKernelLauncher.class" ]; then
  mkdir -p "$launcher"
  javac -d "$launcher" -cp "$jar" "$here/kernel/PzKernelLauncher.java"
fi

cp=("$root/cli/target/pz-cli.jar")
for f in "$root"/cli/target/lib/*.jar; do cp+=("$f"); done
classpath="$(IFS=';'; echo "${cp[*]}")"   # the kernel splits RJK_CLASSPATH on ';'

spec="$here/target/jupyter/kernels/pz-java"
mkdir -p "$spec"
cat > "$spec/kernel.json.tmp" <<JSON
{
  "argv": ["java", "-Djava.awt.headless=true", "-cp", "$jar:$launcher", "PzKernelLauncher", "{connection_file}"],
  "display_name": "Java (pz, rjk $version)",
  "language": "java",
  "interrupt_mode": "message",
  "env": {
    "RJK_CLASSPATH": "$classpath",
    "RJK_COMPILER_OPTIONS": "",
    "RJK_INIT_SCRIPT": "",
    "RJK_TIMEOUT_MILLIS": "-1",
    "RJK_MIMA_CACHE": "$here/target/mima_cache"
  }
}
JSON
mv "$spec/kernel.json.tmp" "$spec/kernel.json"
echo "kernel spec written: $spec/kernel.json"

if [ "$install" = 1 ]; then
  if [ -x "$jupyter" ]; then
    # what "jupyter kernelspec install --user" does (Debian's jupyter packages lack the kernelspec subcommand)
    dest="$("$jupyter" --data-dir)/kernels/pz-java"
    mkdir -p "$dest" && cp "$spec/kernel.json" "$dest/kernel.json"
    echo "installed kernel 'pz-java' in $dest; open the notebooks with: $jupyter notebook $here"
  else
    echo "setup.sh: $jupyter not found; install Debian's jupyter-notebook jupyter-nbconvert python3-ipykernel" >&2
  fi
fi
